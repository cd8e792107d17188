declare module 'prismjs/components/prism-core.js' {
  import Prism from 'prismjs';
  export default Prism;
}

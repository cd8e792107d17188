// theme-common's own utils/reactUtils, which index.ts aliases for reactUtils.ts; its public entry re-exports the
// same four functions, so their types are read from there.
declare module '@yielding-start/original-react-utils' {
  export {useEvent, usePrevious, composeProviders, ReactContextError} from '@docusaurus/theme-common';
}

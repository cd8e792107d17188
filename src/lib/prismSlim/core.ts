/**
 * prismjs' core (tokenizer, hooks, `languages.extend`/`insertBefore`) without
 * any grammar, in manual mode. Grammar files from `prismjs/components` register
 * themselves on the global `Prism`, so it is set here for languages.ts and
 * removed there once they are loaded.
 */
import './manual';
import Prism from 'prismjs/components/prism-core.js';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;

export default Prism;

/**
 * Loads Prism with the site's grammars (languages.ts, then the theme config's
 * `additionalLanguages` through theme-classic's prism-include-languages, as its
 * client module did) and registers it for the code blocks (./store). Imported
 * only by pages with code the build did not highlight (live code, magic
 * comments), so other pages do not load Prism.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import Prism from './languages';
import {registerPrism} from './store';

prismIncludeLanguages(Prism);
registerPrism(Prism);

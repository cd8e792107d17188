/**
 * theme-common's `utils/reactUtils` with a `useShallowMemoObject` that orders the object's keys without
 * `localeCompare` (issue 22, "Hydration that yields"). The original sorts the keys with `localeCompare`, so the
 * page's first call (every code block's word-wrap hook runs it, through `useMutationObserver`) builds the
 * browser's ICU collator inside hydration: 110–190 ms of one task at 4× CPU (bench/hydration.md). The keys only
 * need an order that does not depend on how the object was written, so plain code-unit order does the same job.
 * Every other export is the original's, so identities (ReactContextError, useEvent) are unchanged.
 * src/plugins/yielding-start/index.ts points theme-common's own imports of `reactUtils` here.
 */
import {useMemo} from 'react';
import {sortedEntries} from './sortedEntries';

// The original module, by an alias that index.ts points at the file Node resolves for theme-common (its `exports`
// map hides lib/utils, and the package may be installed anywhere); originalReactUtils.d.ts types it.
export {useEvent, usePrevious, ReactContextError, composeProviders} from '@yielding-start/original-react-utils';

/** The same object as on the previous render while its keys and values are the same (shallowly). */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = sortedEntries(obj).flat();
  // The dependency list is built from the object's entries: that is the point of the hook.
  return useMemo(() => obj, deps);
}

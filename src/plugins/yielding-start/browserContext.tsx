/**
 * @docusaurus/core's `client/browserContext` (3.10.2) with `isBrowser` turned true in a transition (issue 22,
 * "Hydration that yields"). The original sets it in a passive effect after hydration, an update React renders in
 * the default lane, which it does not time-slice: every component that reads `useIsBrowser` (code blocks, the
 * colour-mode toggle, `<html data-has-hydrated>`) renders again in one task, with the first real window size
 * (./useWindowSize.ts) in the same render. In a transition the same render yields to the browser every few
 * milliseconds and commits once, as before. The first render (hydration) still sees `false`, as on the server.
 * src/plugins/yielding-start/index.ts points core's own imports of `./browserContext` here.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

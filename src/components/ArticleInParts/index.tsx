/**
 * The MDX `wrapper` (src/theme/MDXComponents.tsx): after a client navigation, a page's article renders in two
 * parts, the blocks that fill the first screen at once and the rest after the browser has painted them, so the
 * new title appears after a small render and layout instead of the whole page's (issue 22, bench/navigation.md).
 *
 * Only for a link followed to a page without an anchor: the first render (server and hydration, so the HTML and
 * hydration are unchanged), back and forward (the scroll position to restore may be anywhere on the page) and
 * links with a `#anchor` (Docusaurus scrolls to it as the page commits) render everything at once. MDX pages
 * imported into a page (snippets) render their wrapper too; there it passes its content through.
 */
import React, {
  Fragment,
  createContext,
  createElement,
  isValidElement,
  startTransition,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {afterNextFrame} from '@site/src/lib/afterNextFrame';
import {articleIncomplete} from '@site/src/lib/articleComplete';
import {firstScreenBlockCount} from '@site/src/lib/firstScreen';

const InsideArticle = createContext(false);

/**
 * Renders the MDX content function the way React would, to get at its top-level blocks: MDX compiles a page to a
 * component that returns one fragment of blocks, and gives the wrapper that component as an element.
 */
function renderContent(content: ReactNode): ReactNode {
  if (!isValidElement(content) || typeof content.type !== 'function') return content;
  const render = content.type as (props: unknown) => ReactNode;
  return render(content.props);
}

function topLevelBlocks(tree: ReactNode): readonly ReactNode[] | undefined {
  if (!isValidElement<{children?: ReactNode}>(tree) || tree.type !== Fragment) return undefined;
  const {children} = tree.props;
  return Array.isArray(children) ? (children as ReactNode[]) : undefined;
}

function ArticleInParts({content}: {content: ReactNode}): ReactNode {
  // Called on every render, so the hooks of MDX's content function run in the same order each time.
  const tree = renderContent(content);
  const blocks = topLevelBlocks(tree);
  const [firstCount] = useState(() =>
    blocks ? firstScreenBlockCount(blocks, {width: window.innerWidth, height: window.innerHeight}) : 0,
  );
  const [showRest, setShowRest] = useState(!blocks || firstCount >= blocks.length);
  const endOfFirstPart = useRef<HTMLDivElement>(null);
  // Set while only the first part is in: code that scans the article after a route change waits for the rest.
  const completeArticle = useRef<() => void>(undefined);

  useLayoutEffect(() => {
    if (showRest) return undefined;
    const end = endOfFirstPart.current;
    // Docusaurus scrolls to the top after this effect: the first part must reach below the window, or the page's
    // footer would show on the first screen and move down when the rest arrives.
    if (!end || end.getBoundingClientRect().top + window.scrollY < window.innerHeight) {
      setShowRest(true);
      return undefined;
    }
    completeArticle.current = articleIncomplete();
    return afterNextFrame(() => startTransition(() => setShowRest(true)));
  }, [showRest]);

  useLayoutEffect(() => {
    if (!showRest) return;
    completeArticle.current?.();
    // An anchor followed while only the first part was there (a table-of-contents link clicked at once): its
    // target may have arrived only now.
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [showRest]);

  // Left before the rest came in.
  useLayoutEffect(() => () => completeArticle.current?.(), []);

  if (!blocks) return tree;
  return (
    <>
      {createElement(Fragment, null, ...blocks.slice(0, firstCount))}
      {showRest ? (
        createElement(Fragment, null, ...blocks.slice(firstCount))
      ) : (
        <div ref={endOfFirstPart} data-article-rest="pending" />
      )}
    </>
  );
}

export default function MDXWrapper({children}: {children?: ReactNode}): ReactElement {
  const nested = useContext(InsideArticle);
  const isBrowser = useIsBrowser();
  const history = useHistory();
  // Decided once: a later render of the same page (hydration finishing, a hash change) keeps the same tree.
  const [inParts] = useState(() => !nested && isBrowser && history.action === 'PUSH' && history.location.hash === '');
  if (nested) return <>{children}</>;
  return (
    <InsideArticle.Provider value>{inParts ? <ArticleInParts content={children} /> : children}</InsideArticle.Provider>
  );
}

// Wrapped so that the live editor (react-live and its compiler) loads only on pages with a live code block, and
// only when the block comes near the viewport or the reader focuses or clicks it; until then it is plain highlighted code.
// A failed load shows a retry in place of the editor instead of crashing the page, and the page is marked for its own CSP.
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {LIVE_CODE_MARKER} from '@site/src/lib/liveCode';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import CodeBlock from '@theme/CodeBlock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import {lazyPart} from '@site/src/components/LazyPart';
import styles from './styles.module.css';

const LiveCodeBlock = lazyPart<ComponentProps<typeof LiveCodeBlockType>>(
  () => import(/* webpackChunkName: "live-code-block" */ '@theme-original/LiveCodeBlock'),
  {
    what: 'The live editor',
    renderFallback: (props) => (
      <StaticPlayground code={codeOf(props)} language={languageOf(props)} note="Loading the live editor…" />
    ),
  },
);

/** How far below (and above) the viewport a block starts loading its editor, so it is ready when the reader arrives. */
export const LIVE_CODE_ROOT_MARGIN = '600px 0px';

type Props = ComponentProps<typeof LiveCodeBlockType>;

/** The block as the reader first sees it: the same frame as the playground, with highlighted code. */
function StaticPlayground({code, language, note}: {code: string; language: string; note: ReactNode}) {
  return (
    <PlaygroundContainer>
      <PlaygroundHeader>Live Editor</PlaygroundHeader>
      <div className={styles.code}>
        <CodeBlock language={language}>{code}</CodeBlock>
      </div>
      <PlaygroundHeader>Result</PlaygroundHeader>
      <div className={styles.preview}>{note}</div>
    </PlaygroundContainer>
  );
}

function codeOf(props: Props): string {
  return typeof props.children === 'string' ? props.children.replace(/\n$/, '') : '';
}

function languageOf(props: Props): string {
  return /language-(\w+)/.exec(props.className ?? '')?.[1] ?? 'jsx';
}

let evaluationAllowed: boolean | undefined;

/**
 * Live code compiles the reader's example with `new Function`, which the CSP
 * allows ('unsafe-eval') only on pages with a live code block. A reader who
 * came from another page by client-side navigation still runs under that
 * page's policy, so the probe fails there; it runs once per document.
 */
function canEvaluate(): boolean {
  if (evaluationAllowed === undefined) {
    try {
      // Probes whether the page's CSP allows eval, which the live editor needs.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      evaluationAllowed = typeof new Function('return 1') === 'function';
    } catch {
      evaluationAllowed = false;
    }
  }
  return evaluationAllowed;
}

export default function LiveCodeBlockWrapper(props: Props) {
  const isBrowser = useIsBrowser();
  const holder = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const code = codeOf(props);
  const language = languageOf(props);

  useEffect(() => {
    const element = holder.current;
    if (active || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setActive(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setActive(true);
      },
      {rootMargin: LIVE_CODE_ROOT_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  // Probed after hydration only, so the first client render matches the server's.
  const blocked = isBrowser && active && !canEvaluate();
  return (
    <div
      ref={holder}
      className={styles.holder}
      {...{[LIVE_CODE_MARKER]: ''}}
      data-live-code={active ? 'active' : 'static'}
      onFocusCapture={() => setActive(true)}
      onPointerDown={() => setActive(true)}>
      {blocked ? (
        <>
          <StaticPlayground code={code} language={language} note="The live editor needs this page loaded on its own." />
          <p className={styles.reload}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => window.location.reload()}>
              Load the live editor
            </button>
          </p>
        </>
      ) : active ? (
        <LiveCodeBlock {...props} />
      ) : (
        <StaticPlayground code={code} language={language} note="Runs when the live editor loads." />
      )}
    </div>
  );
}

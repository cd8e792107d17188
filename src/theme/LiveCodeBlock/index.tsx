// Wrapped so that the live editor (react-live and its compiler) loads only on pages with a live code block, and
// only when the block comes near the viewport or the reader focuses or clicks it; until then it is plain highlighted code.
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import CodeBlock from '@theme/CodeBlock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import styles from './styles.module.css';

const LiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

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

export default function LiveCodeBlockWrapper(props: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const code = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : '';
  const language = /language-(\w+)/.exec(props.className ?? '')?.[1] ?? 'jsx';

  useEffect(() => {
    const element = holder.current;
    if (active || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setActive(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setActive(true);
    }, {rootMargin: LIVE_CODE_ROOT_MARGIN});
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  const staticBlock = <StaticPlayground code={code} language={language} note={active ? 'Loading the live editor…' : 'Runs when the live editor loads.'} />;
  return (
    <div ref={holder} className={styles.holder} data-live-code={active ? 'active' : 'static'} onFocusCapture={() => setActive(true)} onPointerDown={() => setActive(true)}>
      {active ? (
        <Suspense fallback={staticBlock}>
          <LiveCodeBlock {...props} />
        </Suspense>
      ) : (
        staticBlock
      )}
    </div>
  );
}

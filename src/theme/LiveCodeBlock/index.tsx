// Wrapped so that the live editor (react-live and its compiler) loads only on pages with a live code block,
// a failed load shows a retry instead of crashing the page, and the page is marked for its own CSP.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/LiveCodeBlock';
import {lazyPart} from '@site/src/components/LazyPart';
import {LIVE_CODE_MARKER} from '@site/src/lib/liveCode';
import styles from './styles.module.css';

const LiveEditor = lazyPart<Props>(
  () => import(/* webpackChunkName: "live-code-block" */ '@theme-original/LiveCodeBlock'),
  {what: 'The live editor'},
);

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
      evaluationAllowed = typeof new Function('return 1') === 'function';
    } catch {
      evaluationAllowed = false;
    }
  }
  return evaluationAllowed;
}

export default function LiveCodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Probed after hydration only, so the first client render matches the server's.
  const blocked = isBrowser && !canEvaluate();
  return (
    <div {...{[LIVE_CODE_MARKER]: ''}}>
      {blocked ? (
        <>
          <CodeBlock className={props.className} title={props.title}>
            {props.children ?? ''}
          </CodeBlock>
          <p className={styles.reload}>
            The live editor needs this page loaded on its own.{' '}
            <button type="button" className="button button--sm button--secondary" onClick={() => window.location.reload()}>
              Load the live editor
            </button>
          </p>
        </>
      ) : (
        <LiveEditor {...props} />
      )}
    </div>
  );
}

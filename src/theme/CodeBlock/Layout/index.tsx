// Wrapped to show when a code block scrolls sideways: edge shadows, a hint and a label, as the tables have.
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Layout from '@theme-original/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Layout';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import EdgeShadows from '@site/src/components/EdgeShadows';
import {useScrollOverflow} from '@site/src/lib/useScrollOverflow';
import styles from './styles.module.css';

/**
 * The cue is drawn over the block (absolute, inside the block's own frame) and only
 * after the browser measured an overflow, so the server HTML and the layout never change.
 */
export default function CodeBlockLayout({className, ...props}: Props) {
  const {wordWrap} = useCodeBlockContext();
  const overflow = useScrollOverflow(wordWrap.codeBlockRef, 'x');
  const scrolls = overflow.start || overflow.end;
  const [frame, setFrame] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    setFrame(pre?.parentElement ?? null);
    if (!pre) return;
    // Docusaurus makes every block focusable; only one that scrolls needs to be (arrow keys scroll it), and it says so.
    if (scrolls) {
      const title = pre.parentElement?.previousElementSibling?.textContent?.trim();
      pre.tabIndex = 0;
      pre.setAttribute('role', 'group');
      pre.setAttribute('aria-label', `${title ? `${title}: code` : 'Code'}, scrolls sideways`);
    } else {
      pre.tabIndex = -1;
      pre.removeAttribute('role');
      pre.removeAttribute('aria-label');
    }
  }, [scrolls, wordWrap.codeBlockRef]);

  return (
    <>
      <Layout {...props} className={clsx(className, scrolls && styles.scrolls)} />
      {frame && scrolls
        ? createPortal(
            <>
              <EdgeShadows overflow={overflow} />
              <span className={styles.hint} aria-hidden="true">
                {overflow.end ? 'Scroll sideways →' : '← Scroll back'}
              </span>
            </>,
            frame,
          )
        : null}
    </>
  );
}

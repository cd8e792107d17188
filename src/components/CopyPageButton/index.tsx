import React, {useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantLinks, pageMarkdownUrl} from '@site/src/lib/aiAssistantLinks';
import styles from './styles.module.css';
import {markdownUrl as markdownUrlOf} from '@site/src/lib/llmsFiles';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies the current doc as Markdown (served at the page URL + `.md` by the llms-txt plugin),
 * and offers plain links that open ChatGPT or Claude with a prompt pointing at that Markdown.
 */
export default function CopyPageButton() {
  const {metadata} = useDoc();
  const [state, setState] = useState<State>('idle');
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = markdownUrlOf(metadata.permalink);
  const assistants = assistantLinks(pageMarkdownUrl(siteConfig.url, metadata.permalink));

  async function copy() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  }

  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {state === 'copied' ? (
          'Copied'
        ) : (
          <>
            Copy page<span className={styles.longLabel}> as Markdown</span>
          </>
        )}
      </button>
      <a className={styles.link} href={markdownUrl} target="_self">
        <span className={styles.longLabel}>View as </span>Markdown
      </a>
      {assistants.map(({name, href}) => (
        <a key={name} className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          <span className={styles.longLabel}>Open in </span>
          {name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Page copied to the clipboard as Markdown.' : state === 'failed' ? 'Copy failed.' : ''}
      </span>
    </div>
  );
}

import React, {useEffect, useId, useRef, useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localStorageOrNull} from '@site/src/lib/browserStorage';
import {
  FEEDBACK_TEXT_MAX,
  feedbackIssueUrl,
  readFeedbackChoice,
  writeFeedbackChoice,
  type FeedbackChoice,
} from '@site/src/lib/pageFeedback';
import {stringCustomField} from '@site/src/lib/customFields';
import {decorationsAllowedHere} from '@site/src/decorations/policy';
import {whileStarting} from '@site/src/decorations/registry';
import styles from './styles.module.css';

type View = 'ask' | 'yes' | 'no' | 'thanked';

/**
 * "Was this page helpful?" at the end of a doc. The answer stays in the browser
 * (local storage, per page); after "No" the reader may describe the problem and
 * open it as a prefilled GitHub issue. No request is made by the widget itself
 * (beyond this site's own fireworks chunk after "Yes").
 */
export default function PageFeedback() {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const [view, setView] = useState<View>('ask');
  const [text, setText] = useState('');
  const textId = useId();
  const titleId = useId();
  const permalink = metadata.permalink;
  const focusTarget = useRef<HTMLElement | null>(null);
  const answered = useRef(false);
  const endFireworks = useRef<(() => void) | null>(null);

  useEffect(() => () => endFireworks.current?.(), []);

  // Read after hydration: the server has no storage, and the first client render must match its HTML.
  useEffect(() => {
    setView(readFeedbackChoice(localStorageOrNull(), permalink) === null ? 'ask' : 'thanked');
    setText('');
  }, [permalink]);

  // The pressed button disappears with the answer, so keyboard focus moves to what replaced it.
  useEffect(() => {
    if (answered.current) focusTarget.current?.focus();
    answered.current = false;
  }, [view]);

  /** A short burst of fireworks where "Yes" was pressed; its code loads only then, and never when motion is unwelcome. */
  function celebrate(button: HTMLElement) {
    if (!decorationsAllowedHere()) return;
    const box = button.getBoundingClientRect();
    const at = {x: box.left + box.width / 2, y: box.top + box.height / 2};
    void whileStarting(
      import(/* webpackChunkName: "decoration-fireworks" */ '@site/src/decorations/fireworks')
        .then(({startFireworks}) => {
          endFireworks.current?.();
          endFireworks.current = startFireworks(at);
        })
        .catch(() => undefined), // Decorative: without its chunk the thanks simply come without sparks.
    );
  }

  function answer(choice: FeedbackChoice) {
    writeFeedbackChoice(localStorageOrNull(), permalink, choice);
    answered.current = true;
    setView(choice);
  }

  const issueUrl = feedbackIssueUrl({
    repositoryUrl: stringCustomField(siteConfig.customFields, 'repositoryUrl'),
    pageTitle: metadata.title,
    pageUrl: `${siteConfig.url.replace(/\/+$/, '')}${permalink}`,
    text,
  });

  return (
    <section className={styles.feedback} aria-labelledby={titleId}>
      {view === 'ask' && (
        <div className={styles.row}>
          <p id={titleId} className={styles.question}>
            Was this page helpful?
          </p>
          <div className={styles.choices}>
            <button
              type="button"
              className={`pill-button ${styles.choice}`}
              onClick={(event) => {
                celebrate(event.currentTarget);
                answer('yes');
              }}>
              Yes
            </button>
            <button type="button" className={`pill-button ${styles.choice}`} onClick={() => answer('no')}>
              No
            </button>
          </div>
        </div>
      )}
      {view === 'yes' && (
        <p
          id={titleId}
          className={styles.question}
          role="status"
          tabIndex={-1}
          ref={(node) => void (focusTarget.current = node)}>
          Thank you for your feedback!
        </p>
      )}
      {view === 'no' && (
        <div className={styles.details}>
          <p id={titleId} className={styles.question} role="status">
            Thank you. What was missing or wrong?
          </p>
          <label htmlFor={textId} className={styles.label}>
            Details (optional, up to {FEEDBACK_TEXT_MAX} characters)
          </label>
          <textarea
            id={textId}
            className={styles.text}
            rows={3}
            maxLength={FEEDBACK_TEXT_MAX}
            value={text}
            ref={(node) => void (focusTarget.current = node)}
            onChange={(event) => setText(event.target.value)}
          />
          <p className={styles.send}>
            <a className="button button--primary button--sm" href={issueUrl} target="_blank" rel="noopener noreferrer">
              Open a prefilled GitHub issue
            </a>
            <span className={styles.hint}>
              Opens GitHub in a new tab; nothing is sent until you submit the issue there.
            </span>
          </p>
        </div>
      )}
      {view === 'thanked' && (
        <p id={titleId} className={styles.question}>
          Thank you for your feedback on this page.{' '}
          <button type="button" className={`pill-button ${styles.again}`} onClick={() => setView('ask')}>
            Answer again
          </button>
        </p>
      )}
    </section>
  );
}

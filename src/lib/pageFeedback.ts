/** Pure logic of the "Was this page helpful?" widget, shared by the component and its tests. */

export type FeedbackChoice = 'yes' | 'no';

/** Longest text the reader can add after "No"; keeps the issue URL far below GitHub's URL limit. */
export const FEEDBACK_TEXT_MAX = 500;

const KEY_PREFIX = 'strapi-docs:page-feedback:';

/** One storage key per page, so each page remembers its own answer. */
export function feedbackStorageKey(permalink: string): string {
  return `${KEY_PREFIX}${permalink}`;
}

/** The stored answer for a page, or null when there is none, storage is missing, or reading it throws. */
export function readFeedbackChoice(storage: Pick<Storage, 'getItem'> | null, permalink: string): FeedbackChoice | null {
  try {
    const value = storage?.getItem(feedbackStorageKey(permalink)) ?? null;
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the answer when storage works; returns whether it was stored. */
export function writeFeedbackChoice(
  storage: Pick<Storage, 'setItem'> | null,
  permalink: string,
  choice: FeedbackChoice,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(feedbackStorageKey(permalink), choice);
    return true;
  } catch {
    return false;
  }
}

export interface FeedbackIssue {
  /** `https://github.com/owner/repo` */
  repositoryUrl: string;
  pageTitle: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  /** What the reader typed; may be empty. */
  text: string;
}

/** A `issues/new` URL with the title and body filled in. */
export function feedbackIssueUrl({repositoryUrl, pageTitle, pageUrl, text}: FeedbackIssue): string {
  const details = text.trim().slice(0, FEEDBACK_TEXT_MAX);
  const title = `Page feedback: ${pageTitle}`;
  const body = [
    `**Page:** ${pageTitle}`,
    `**URL:** ${pageUrl}`,
    '',
    '**What was missing or wrong:**',
    '',
    details === '' ? '_(no details given)_' : details,
  ].join('\n');
  const query = new URLSearchParams({title, body});
  return `${repositoryUrl.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}

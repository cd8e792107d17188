import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  FEEDBACK_TEXT_MAX,
  feedbackIssueUrl,
  feedbackStorageKey,
  readFeedbackChoice,
  writeFeedbackChoice,
} from '../../src/lib/pageFeedback';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
};

test('each page remembers its own answer', () => {
  const storage = memoryStorage();
  assert.equal(writeFeedbackChoice(storage, '/dev-docs/faq', 'no'), true);
  assert.equal(readFeedbackChoice(storage, '/dev-docs/faq'), 'no');
  assert.equal(readFeedbackChoice(storage, '/dev-docs/intro'), null);
  assert.equal(storage.data.get(feedbackStorageKey('/dev-docs/faq')), 'no');
});

test('an unknown stored value reads as no answer', () => {
  const storage = memoryStorage();
  storage.data.set(feedbackStorageKey('/p'), 'maybe');
  assert.equal(readFeedbackChoice(storage, '/p'), null);
});

test('missing or throwing storage means no memory, never an exception', () => {
  assert.equal(readFeedbackChoice(null, '/p'), null);
  assert.equal(writeFeedbackChoice(null, '/p', 'yes'), false);
  assert.equal(readFeedbackChoice(throwing, '/p'), null);
  assert.equal(writeFeedbackChoice(throwing, '/p', 'yes'), false);
});

test('the issue URL names the page and carries URL, title and text', () => {
  const url = new URL(
    feedbackIssueUrl({
      repositoryUrl: 'https://github.com/strapi/documentation/',
      pageTitle: 'Webhooks',
      pageUrl: 'https://docs-v4.strapi.io/dev-docs/backend-customization/webhooks',
      text: '  The retry policy is not described & the example 404s.  ',
    }),
  );
  assert.equal(url.origin + url.pathname, 'https://github.com/strapi/documentation/issues/new');
  assert.equal(url.searchParams.get('title'), 'Page feedback: Webhooks');
  const body = url.searchParams.get('body') ?? '';
  assert.match(body, /\*\*Page:\*\* Webhooks/);
  assert.match(body, /\*\*URL:\*\* https:\/\/docs-v4\.strapi\.io\/dev-docs\/backend-customization\/webhooks/);
  assert.match(body, /The retry policy is not described & the example 404s\.$/);
});

test('an empty text says so, and a long text is cut', () => {
  const empty = new URL(
    feedbackIssueUrl({repositoryUrl: 'https://github.com/o/r', pageTitle: 'T', pageUrl: 'u', text: ' '}),
  );
  assert.match(empty.searchParams.get('body') ?? '', /no details given/);
  const long = new URL(
    feedbackIssueUrl({repositoryUrl: 'https://github.com/o/r', pageTitle: 'T', pageUrl: 'u', text: 'x'.repeat(2000)}),
  );
  assert.equal((long.searchParams.get('body') ?? '').match(/x/g)?.length, FEEDBACK_TEXT_MAX);
});

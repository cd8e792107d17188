import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assistantLinks, pageMarkdownUrl} from '../../src/lib/aiAssistantLinks';

test("the Markdown URL is absolute, from the site URL and the page's permalink", () => {
  assert.equal(
    pageMarkdownUrl('https://docs-v4.strapi.io/', '/dev-docs/faq'),
    'https://docs-v4.strapi.io/dev-docs/faq.md',
  );
});

test('ChatGPT and Claude links carry a prompt with the Markdown URL in their q parameter', () => {
  const md = 'https://docs-v4.strapi.io/dev-docs/api/rest/filters-locale-publication.md';
  const [chatgpt, claude] = assistantLinks(md);
  assert.ok(chatgpt && claude);
  const a = new URL(chatgpt.href);
  const b = new URL(claude.href);
  assert.equal(`${a.origin}${a.pathname}`, 'https://chatgpt.com/');
  assert.equal(`${b.origin}${b.pathname}`, 'https://claude.ai/new');
  for (const url of [a, b]) {
    assert.ok(url.searchParams.get('q')?.includes(md));
    assert.deepEqual([...url.searchParams.keys()], ['q']);
  }
});

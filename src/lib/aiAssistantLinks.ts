import {markdownUrl} from './llmsFiles';

/** "Open in ChatGPT / Claude": plain links whose prompt points the assistant at the page's Markdown. */

export interface AssistantLink {
  name: 'ChatGPT' | 'Claude';
  href: string;
}

/** The absolute URL of a page's Markdown version (written by the llms-txt plugin at the page URL + `.md`). */
export function pageMarkdownUrl(siteUrl: string, permalink: string): string {
  return markdownUrl(`${siteUrl.replace(/\/+$/, '')}${permalink}`);
}

function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Strapi 4.25.9 documentation) so that I can ask you questions about it.`;
}

export function assistantLinks(markdownUrl: string): AssistantLink[] {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {name: 'ChatGPT', href: `https://chatgpt.com/?q=${q}`},
    {name: 'Claude', href: `https://claude.ai/new?q=${q}`},
  ];
}

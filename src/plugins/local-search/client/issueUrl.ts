/** The "Let us know." link of the no-results state: a new issue in the docs repository, prefilled with the query. */
export function missingResultsIssueUrl(repositoryUrl: string, query: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Search: no results for "${query}"`,
    body: `Searching the Strapi 4 docs for "${query}" returned no results.\n\nI expected to find:\n\nSearched from: ${pageUrl}\n`,
  });
  return `${repositoryUrl.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}

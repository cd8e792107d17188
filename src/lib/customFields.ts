/** A string from docusaurus.config.ts `customFields` (typed `unknown` there), or '' when it is missing or not a string. */
export function stringCustomField(customFields: Record<string, unknown> | undefined, name: string): string {
  const value = customFields?.[name];
  return typeof value === 'string' ? value : '';
}

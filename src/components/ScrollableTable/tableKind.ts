/**
 * How a Markdown table behaves on a phone. Most tables have one row per item
 * (an option, a parameter, a method) and read best as one card per row. A
 * comparison table (plans, versions or levels side by side) only makes sense
 * as a grid, so it keeps its columns and scrolls sideways with a visible cue.
 */
export type TableKind = 'reference' | 'comparison';

/** Column headers that name the things compared: plans, versions, databases, levels. */
const COMPARED = /^(free trial|developer|pro|team|(strapi )?v\d+\b.*|.*\b(mongodb|sql)\b.*|minimum.*|recommended.*)$/i;

export function tableKind(headers: readonly string[]): TableKind {
  if (headers.length < 3) return 'comparison';
  const [first = '', ...others] = headers.map((header) => header.trim());
  const compared = others.filter((header) => COMPARED.test(header)).length;
  return first === '' || compared >= 2 ? 'comparison' : 'reference';
}

/**
 * axe-core in the page under test, injected once per document and run with
 * `axe.run`. `@axe-core/playwright`'s `analyze()` injects axe again on every
 * call and finishes each run in a new blank page; on this site's pages that
 * overhead was two to three times the cost of the rules themselves (measured
 * 2026-11-28 at load average 2–4: /user-docs/intro 14.7 s → 8.1 s for the
 * same light and dark checks, /dev-docs/plugins/users-permissions 30.5 s →
 * 14.3 s). The site has no iframes; a page that has one is checked with
 * `@axe-core/playwright` instead, which also covers frames.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {AxeResults, Result, RunOptions} from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** CSS selector(s) of the parts to check; the whole page when absent. */
  include?: string | string[];
  /** CSS selectors left out. */
  exclude?: string[];
  /** Only these rule ids; every rule when absent. */
  rules?: string[];
  /** Rule ids left out (with `rules` absent). */
  disable?: string[];
}

/** The violations axe finds in `page`, in the scope given. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
  const options: RunOptions = {resultTypes: ['violations']};
  if (scope.rules) options.runOnly = {type: 'rule', values: scope.rules};
  else if (scope.disable) options.rules = Object.fromEntries(scope.disable.map((id) => [id, {enabled: false}]));
  const include = typeof scope.include === 'string' ? [scope.include] : scope.include;
  // axe reads an empty include as "the whole page"; here it means nothing to check.
  if (include?.length === 0) return [];

  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).options(options);
    for (const selector of include ?? []) builder.include(selector);
    for (const selector of scope.exclude ?? []) builder.exclude(selector);
    return (await builder.analyze()).violations;
  }

  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context = {
    ...(include ? {include: include.map((selector) => [selector])} : {}),
    exclude: (scope.exclude ?? []).map((selector) => [selector]),
  };
  const results = await page.evaluate(
    async ({context, options}) => {
      const axe = (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<AxeResults>}}).axe;
      const {violations} = await axe.run(context, {...options, iframes: false});
      // Only what the tests read: the rest of axe's result does not survive serialisation cheaply.
      return violations.map(({id, impact, help, nodes}) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({target}) => ({target})),
      }));
    },
    {context, options},
  );
  return results as unknown as Result[];
}

/** Serious and critical violations as `rule (impact): target, target, target and N more`. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => describeViolation(violation));
}

/** `rule (impact): the first three targets and how many more`. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
  return `${violation.id} (${violation.impact ?? 'no impact'}): ${targets.join(', ')}${more}`;
}

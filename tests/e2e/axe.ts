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
  /**
   * Leave out the rules whose impact is fixed below this one. axe gives each
   * such rule's violations the rule's own impact (its `impact` field overrides
   * its checks' impacts when the result is finalised), so a rule fixed at
   * `moderate` can never report a serious violation: skipping it changes
   * nothing for a caller that keeps only serious and critical ones.
   */
  minImpact?: 'serious';
}

/**
 * Checks configured once per document, stricter than axe's defaults.
 * `link-in-text-block` passes a link that has exactly the colour and the
 * background of the text around it (`allowSameColor`, axe's default) even
 * when nothing else (underline, weight, border, font) sets it apart: such a
 * link looks like plain text, so here it fails like a link whose colour is
 * too close to the text's.
 */
const CHECK_OPTIONS = [{id: 'link-in-text-block', options: {requiredContrastRatio: 3, allowSameColor: false}}];

/** The violations axe finds in `page`, in the scope given. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
  const options: RunOptions = {resultTypes: ['violations']};
  if (scope.rules) options.runOnly = {type: 'rule', values: scope.rules};
  else if (scope.disable) options.rules = Object.fromEntries(scope.disable.map((id) => [id, {enabled: false}]));
  const include = typeof scope.include === 'string' ? [scope.include] : scope.include;
  // axe reads an empty include as "the whole page"; here it means nothing to check.
  if (include?.length === 0) return [];

  if (page.frames().length > 1) {
    // minImpact is not applied here: the caller's filter drops the same violations, only later.
    const axeSource = `${AXE_SOURCE};axe.configure(${JSON.stringify({checks: CHECK_OPTIONS})});`;
    const builder = new AxeBuilder({page, axeSource}).options(options);
    for (const selector of include ?? []) builder.include(selector);
    for (const selector of scope.exclude ?? []) builder.exclude(selector);
    return (await builder.analyze()).violations;
  }

  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate((checks) => {
      (window as unknown as {axe: {configure: (spec: unknown) => void}}).axe.configure({checks});
    }, CHECK_OPTIONS);
  }
  const context = {
    ...(include ? {include: include.map((selector) => [selector])} : {}),
    exclude: (scope.exclude ?? []).map((selector) => [selector]),
  };
  const results = await page.evaluate(
    async ({context, options, minImpact}) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (c: unknown, o: unknown) => Promise<AxeResults>;
            _audit: {rules: {id: string; impact?: string | null}[]};
          };
        }
      ).axe;
      if (minImpact) {
        const order = ['minor', 'moderate', 'serious', 'critical'];
        const below = axe._audit.rules.filter(
          (rule) => rule.impact && order.indexOf(rule.impact) < order.indexOf(minImpact),
        );
        options.rules = {...options.rules, ...Object.fromEntries(below.map((rule) => [rule.id, {enabled: false}]))};
      }
      const {violations} = await axe.run(context, {...options, iframes: false});
      // Only what the tests read: the rest of axe's result does not survive serialisation cheaply.
      return violations.map(({id, impact, help, nodes}) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({target}) => ({target})),
      }));
    },
    {context, options, minImpact: scope.minImpact},
  );
  return results as unknown as Result[];
}

/** Serious and critical violations as `rule (impact): target, target, target and N more`. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, {minImpact: 'serious', ...scope}))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => describeViolation(violation));
}

/** `rule (impact): the first three targets and how many more`. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more = violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : '';
  return `${violation.id} (${violation.impact ?? 'no impact'}): ${targets.join(', ')}${more}`;
}

// Automated accessibility checks in the browser tests with IBM's Equal Access engine
// (accessibility-checker-engine, Apache-2.0, rules harmonised with the W3C ACT rules; axe-core is MPL-2.0,
// which this project does not take). The engine is injected into the page and run on the live DOM. What
// fails the test is what the engine reports as a definite violation — `VIOLATION` policy, `FAIL` confidence —
// the counterpart of axe's serious and critical findings; potential violations, recommendations and manual
// checks are for people to review, not gates.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const enginePath = createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js');

export interface AccessibilityViolation {
  ruleId: string;
  message: string;
  snippet: string;
  /** Where: the element's XPath. */
  dom: string;
}

/** The page's definite violations of the IBM Accessibility rule set (WCAG 2.2 A and AA and more). */
export const accessibilityViolations = async (page: Page): Promise<AccessibilityViolation[]> => {
  if (!(await page.evaluate(() => 'ace' in window))) await page.addScriptTag({ path: enginePath });
  return page.evaluate(async () => {
    interface Result {
      ruleId: string;
      value: [string, string];
      message: string;
      snippet: string;
      path: { dom: string };
    }
    type Checker = { check: (root: Document, rulesets: string[]) => Promise<{ results: Result[] }> };
    const engine = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
    const report = await new engine.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => ({
        ruleId: result.ruleId,
        message: result.message,
        snippet: result.snippet,
        dom: result.path.dom,
      }));
  });
};

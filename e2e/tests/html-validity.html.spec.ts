import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

import { routeTable } from 'shared-contracts/routes/route-table';

/**
 * Every page's server HTML conforms to html-validate's standard rules (`html-validate:standard`):
 * what a reader without scripts, a crawler or an assistive tool receives is valid markup before any
 * script touches it. Each route is read at its example path, so a new route is checked with the rest.
 */
const pages = [...new Set(routeTable.map((route) => route.example))];
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

test("every page's server HTML has no html-validate errors (standard rules)", async ({ request }) => {
  test.setTimeout(60_000);
  const started = performance.now();
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.ok(), `${path} answers ${response.status()}`).toBe(true);
    const report = await validator.validateString(await response.text(), path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  console.info(
    `html-validate: ${pages.length} pages, ${problems.length} problems, ${Math.round(performance.now() - started)} ms`,
  );
  expect(problems).toEqual([]);
});

import type { Response } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { pageTypes } from "./page-types";

/** Goal of the hardening issue: no page type makes a browser download more script than this. */
const BUDGET_KB = 110;

test.skip(() => test.info().project.use.javaScriptEnabled === false, "no script runs without JavaScript");

test(`every page type loads at most ${BUDGET_KB} KB of JavaScript (gzip)`, async ({ page, request }) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  const over: string[] = [];
  for (const type of await pageTypes(request, "ro")) {
    const scripts = new Map<string, number>();
    const collect = (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      void response
        .body()
        .then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length))
        .catch(() => undefined);
    };
    page.on("response", collect);
    await page.goto(type.path);
    await page.waitForLoadState("networkidle");
    page.off("response", collect);
    const kb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    rows.push(`${type.name.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB in ${scripts.size} files`);
    if (kb > BUDGET_KB) over.push(`${type.name} (${type.path}): ${kb.toFixed(1)} KB`);
    expect(scripts.size, `scripts seen on ${type.path}`).toBeGreaterThan(0);
  }
  console.log(`JavaScript per page (gzip -9):\n${rows.join("\n")}`);
  expect(over, `pages over ${BUDGET_KB} KB of JavaScript`).toEqual([]);
});

// `npm test`: everything CI runs, in order: typecheck, lint, unit, API (PGlite, and PostgreSQL when
// CI_POSTGRES_URL names a server), production build, e2e in the js and nojs projects. Every step
// runs even when an earlier test step failed, so one run shows all failures; the last line sums up.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function vitest(name, project, env = {}) {
  const out = `test-results/vitest-${name.replace(/\W+/g, "-")}.json`;
  rmSync(out, { force: true });
  run(
    name,
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`],
    env,
  );
  if (!existsSync(out)) return;
  const report = JSON.parse(readFileSync(out, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

// A failed check counts as one failure on the closing line.
if (!run("typecheck", "npx", ["tsc", "--noEmit"])) totals.failed += 1;
if (!run("lint", "npm", ["run", "--silent", "lint"])) totals.failed += 1;
vitest("unit", "unit");
vitest("api (PGlite)", "api", { TEST_DATABASE_URL: "" });
if (process.env.CI_POSTGRES_URL)
  vitest("api (PostgreSQL)", "api", { TEST_DATABASE_URL: process.env.CI_POSTGRES_URL });

if (!run("build", "npm", ["run", "--silent", "build"])) {
  totals.failed += 1;
} else {
  rmSync("test-results/e2e.json", { force: true });
  run("e2e (js, nojs)", "npx", ["playwright", "test"]);
  if (existsSync("test-results/e2e.json")) {
    const { stats } = JSON.parse(readFileSync("test-results/e2e.json", "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

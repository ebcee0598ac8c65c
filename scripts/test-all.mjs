// `npm test`: unit + integration tests (Vitest, jsdom), then browser tests (Chromium on the
// production build). Ends with one plain line "N passed, N failed" over both, and exits non-zero on
// any failure, including a suite that could not run at all (a missing browser never counts as a pass).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

function runSuite(label, command, args, reportFile) {
  rmSync(reportFile, { force: true });
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    command,
    [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    // A file that failed to load has no tests: count it as a failure so it cannot hide.
    for (const file of report.testResults ?? []) {
      if (file.status === "failed" && (file.assertionResults ?? []).length === 0) failed += 1;
    }
  }
  if (result.status !== 0 && failed === 0) failed = 1; // the suite itself broke (no browser, build error...)
  if (passed + failed === 0) failed = 1; // a suite that ran no test is not a pass
  console.log(`${label}: ${passed} passed, ${failed} failed`);
  return { passed, failed };
}

const unit = runSuite(
  "Unit and integration tests",
  "npx",
  ["vitest", "run"],
  ".vitest-results-unit.json",
);
const e2e = runSuite("Browser tests", "node", ["scripts/e2e.mjs"], ".vitest-results-e2e.json");

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

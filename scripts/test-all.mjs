// `npm test`: unit + integration tests (Vitest, jsdom), then the production build the browser tests
// run against, then the browser tests (Chromium on that build). Prints the wall time of each part and
// the total, then, as the very last line, one plain "N passed, N failed" over both suites (CI tools
// read it). Exits non-zero on any failure, including a suite that could not run at all (a missing
// browser or a failed build never counts as a pass).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const started = Date.now();

/** The first line of a failure message, cut to a readable length. */
function firstLine(message) {
  const line =
    String(message ?? "")
      .split("\n")
      .find((part) => part.trim() !== "") ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/**
 * Where a failure happened, besides its first line: what Playwright was waiting for (its call log's
 * first "waiting for" line) and the first line of a test file in its stack ("tests/e2e/kit.e2e.ts:66"),
 * so that a test with several waits of the same kind says which one ran out.
 */
function whereFailed(message) {
  // Playwright's call log is dimmed with ANSI codes.
  const text = stripVTControlCharacters(String(message ?? ""));
  const waiting = text.match(/^\s*-\s*(waiting for .*)$/m)?.[1]?.trim();
  const frame = text.match(/(tests\/[^\s():]+):(\d+)(?::\d+)?/);
  const parts = [waiting && (waiting.length > 200 ? `${waiting.slice(0, 200)}…` : waiting)];
  if (frame) parts.push(`at ${frame[1]}:${frame[2]}`);
  const where = parts.filter(Boolean).join(", ");
  return where ? ` (${where})` : "";
}

/** A failure in one line: its first line and where it happened. */
const describeFailure = (message) => `${firstLine(message)}${whereFailed(message)}`;

/** "3m 12s", "58s", "0.4s". */
function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m ${whole % 60}s` : `${whole}s`;
}

function run(command, args) {
  const start = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return { status: result.status ?? 1, ms: Date.now() - start };
}

function runSuite(label, command, args, reportFile) {
  rmSync(reportFile, { force: true });
  console.log(`\n=== ${label} ===`);
  const result = run(command, [
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
  ]);
  let passed = 0;
  let failed = 0;
  const failures = [];
  const retried = [];
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const name = relative(process.cwd(), file.name ?? "");
      // A file that failed to load has no tests: count it as a failure so it cannot hide.
      if (file.status === "failed" && (file.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push(`${name}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults ?? []) {
        if (test.status === "failed") {
          failures.push(
            `${name} > ${test.fullName}: ${describeFailure(test.failureMessages?.[0])}`,
          );
        } else if (test.status === "passed" && (test.failureMessages ?? []).length > 0) {
          // Passed on a retry (vitest.e2e.config.ts): Vitest keeps the failed attempts' errors.
          const attempts = test.failureMessages.length;
          retried.push(
            `${name} > ${test.fullName}${attempts > 1 ? ` (failed ${attempts} times)` : ""}: ${describeFailure(test.failureMessages[0])}`,
          );
        }
      }
    }
  }
  if (result.status !== 0 && failed === 0) failed = 1; // the suite itself broke (no browser...)
  if (passed + failed === 0) failed = 1; // a suite that ran no test is not a pass
  console.log(`${label}: ${passed} passed, ${failed} failed (${formatDuration(result.ms)})`);
  return { label, passed, failed, failures, retried, ms: result.ms };
}

const unit = runSuite(
  "Unit and integration tests",
  "npx",
  ["vitest", "run"],
  ".vitest-results-unit.json",
);

console.log("\n=== Build for the browser tests ===");
const build = run("node", ["scripts/e2e.mjs", "--build-only"]);
console.log(`Build: ${build.status === 0 ? "done" : "FAILED"} (${formatDuration(build.ms)})`);

const e2e =
  build.status === 0
    ? runSuite(
        "Browser tests",
        "node",
        // No screenshots: nobody looks at a plain run's, and 170 of them cost the run a minute.
        ["scripts/e2e.mjs", "--no-build", "--no-screenshots"],
        ".vitest-results-e2e.json",
      )
    : {
        label: "Browser tests",
        passed: 0,
        failed: 1,
        failures: ["the build failed"],
        retried: [],
        ms: 0,
      }; // no build, no browser test

// The failures again, one line each, just above the totals: a log read from its end shows them. A
// test that passed only on its retry says why its first attempt failed (docs/testing.md), so that a
// journey that keeps needing its retry can be told from machine noise.
for (const suite of [unit, e2e]) {
  for (const retry of suite.retried) console.log(`RETRIED (${suite.label}) ${retry}`);
  for (const failure of suite.failures) console.log(`FAILED (${suite.label}) ${failure}`);
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
console.log(
  `\nTime: unit+integration ${formatDuration(unit.ms)}, build ${formatDuration(build.ms)}, ` +
    `browser ${formatDuration(e2e.ms)}, total ${formatDuration(Date.now() - started)}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

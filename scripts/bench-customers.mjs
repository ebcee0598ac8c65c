// Customer list benchmark (issue 13; not a timed test): `/customer` on the large data set (20,000
// customers), headless Chromium, median of N runs, on the real-backend production build
// (`VITE_API_URL=/api`; its backend is the demo API's handlers and database run in Node with the large
// data set, scripts/lib/demo-backend.mjs) — where the product list's budget is checked too:
//   - first page: navigation start → the first customer row is on screen (target < 1 s);
//   - search: Enter in the search box → the table shows the matching rows (target < 300 ms).
// Writes its figures into docs/performance.md between <!-- bench:customers:start/end -->.
//
//   node scripts/bench-customers.mjs [--runs 5] [--no-build]
import { cpus } from "node:os";
import {
  loadAverage,
  measureOnRealBackend,
  ms,
  parseArgs,
  replaceSection,
  runMain,
  table,
  today,
} from "./lib/bench.mjs";
import { FIRST_ROW_PROBE, measureSearch, openList } from "./lib/list-page.mjs";

const { runs: RUNS, skipBuild: SKIP_BUILD } = parseArgs({ min: 5, fallback: 5 });
const USER = "admin@demo.test";
const SEARCH = "putri";

async function run(context, baseUrl) {
  const page = await context.newPage();
  const { firstPage, count } = await openList(page, `${baseUrl}/customer`);
  const { search, found } = await measureSearch(page, "Search name, email or phone", SEARCH);
  await page.close();
  return { firstPage, search, count, found };
}

async function main() {
  const { results, version } = await measureOnRealBackend(
    { runs: RUNS, skipBuild: SKIP_BUILD, user: USER, initScript: FIRST_ROW_PROBE },
    run,
    (result, number) =>
      `run ${number}: first page ${ms(result.firstPage)} (${result.count}), search ${ms(result.search)} (${result.found})`,
  );

  const load = loadAverage();
  const body = `
## Customers: customer list on the large data set (issue 13)

Measured ${today()} by \`node scripts/bench-customers.mjs\`, the way the product list is
measured (real-backend build, \`VITE_API_URL=/api\`, its backend the demo API's handlers and database with the
large data set in Node, same origin): headless Chromium ${version}, 1440×900, signed in as ${USER},
\`/customer\` with ${results[0]?.count || "20,000 customers"} (the list is bound to the customer role among
20,000 customers and a few hundred admins). Median of ${RUNS} runs after one warm-up, each a new page in
the same browser context. Machine: ${cpus().length} cores, load average ${load} at the end.
"Search" = Enter in the search box ("${SEARCH}": ${results[0]?.found}) until the table shows the matches.

${table(results, [
  ["navigation → first page of customers on screen", (r) => r.firstPage, 1000],
  [`search "${SEARCH}" (Enter) → updated table`, (r) => r.search, 300],
])}
`;
  replaceSection("customers", body);
  console.log(body);
}

runMain(main);

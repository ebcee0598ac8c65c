// Wallet points benchmark (issue 16; not a timed test): `/wallet-points` (one wallet per member, about
// 18,000 on the large data set) and one wallet's page with its ledger, headless Chromium, median of N
// runs, on the real-backend production build (`VITE_API_URL=/api`; its backend is the demo API's handlers
// and database run in Node with the large data set, scripts/lib/demo-backend.mjs), with the product
// list's budgets:
//   - wallet list: navigation start → the first wallet row is on screen (target < 1 s);
//   - sort by balance (header click) → the table shows the reordered rows (target < 300 ms);
//   - search: Enter in the search box → the table shows the matching rows (target < 300 ms);
//   - a wallet: navigation start → the first ledger row is on screen (target < 1 s).
// Writes its figures into docs/performance.md between <!-- bench:wallet-points:start/end -->.
//
//   node scripts/bench-wallet-points.mjs [--runs 5] [--no-build]
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
import {
  FIRST_ROW_PROBE,
  firstRowAfterNavigation,
  measureSearch,
  measureTableChange,
  openList,
} from "./lib/list-page.mjs";

const { runs: RUNS, skipBuild: SKIP_BUILD } = parseArgs({ min: 5, fallback: 5 });
const USER = "admin@demo.test";
const SEARCH = "putri";
const WALLET = "wp-1";

async function run(context, baseUrl) {
  const page = await context.newPage();
  const { firstPage, count } = await openList(page, `${baseUrl}/wallet-points`);
  // A click on the Balance column header.
  const sort = await measureTableChange(page, {
    selector: "th.ant-table-column-has-sorters",
    includes: "Balance",
  });
  await page.waitForLoadState("networkidle");
  const { search, found } = await measureSearch(
    page,
    "Search by customer name, email or phone",
    SEARCH,
  );
  await page.close();
  const wallet = await context.newPage();
  const ledger = await firstRowAfterNavigation(wallet, `${baseUrl}/wallet-points/${WALLET}`);
  await wallet.close();
  return { firstPage, sort, search, count, found, ledger };
}

async function main() {
  const { results, version } = await measureOnRealBackend(
    { runs: RUNS, skipBuild: SKIP_BUILD, user: USER, initScript: FIRST_ROW_PROBE },
    run,
    (result, number) =>
      `run ${number}: first page ${ms(result.firstPage)} (${result.count}), sort ${ms(result.sort)}, search ${ms(result.search)} (${result.found}), ledger ${ms(result.ledger)}`,
  );

  const load = loadAverage();
  const body = `
## Loyalty: wallet points list and a wallet's ledger on the large data set (issue 16)

Measured ${today()} by \`node scripts/bench-wallet-points.mjs\`, the way the product list
is measured (real-backend build, \`VITE_API_URL=/api\`, its backend the demo API's handlers and database with
the large data set in Node, same origin): headless Chromium ${version}, 1440×900, signed in as ${USER},
\`/wallet-points\` with ${results[0]?.count || "about 18,000 wallets"} and \`/wallet-points/${WALLET}\` (its
ledger among about 53,000 entries). Median of ${RUNS} runs after one warm-up, each a new page in the same
browser context. Machine: ${cpus().length} cores, load average ${load} at the end.
"Sort" = a click on the Balance header; "search" = Enter in the search box ("${SEARCH}": ${results[0]?.found}).

${table(results, [
  ["navigation → first page of wallets on screen", (r) => r.firstPage, 1000],
  ["sort by balance (header click) → updated table", (r) => r.sort, 300],
  [`search "${SEARCH}" (Enter) → updated table`, (r) => r.search, 300],
  ["navigation → a wallet's first ledger rows on screen", (r) => r.ledger, 1000],
])}
`;
  replaceSection("wallet-points", body);
  console.log(body);
}

runMain(main);

// `npm run contract`: writes docs/openapi.json (OpenAPI 3.1) from the entity schemas (src/contract)
// and the demo API's route table (src/mocks/handlers), and fills the generated blocks of docs/api.md
// (the endpoint index and the entity field tables), and src/contract/api-paths.ts (the paths the
// console may call). A unit test fails when any of them is stale.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const build = spawnSync(
  "npx",
  ["vite", "build", "--config", "scripts/demo-backend/vite.config.mjs"],
  { stdio: "inherit" },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const { generate, renderApiDoc, renderApiPaths } = await import(
  `${pathToFileURL("dist-demo-backend/contract.mjs").href}?t=${Date.now()}`
);
const doc = generate();
writeFileSync("docs/openapi.json", `${JSON.stringify(doc, null, 2)}\n`);
writeFileSync("src/contract/api-paths.ts", renderApiPaths(doc));
const api = readFileSync("docs/api.md", "utf8");
writeFileSync("docs/api.md", renderApiDoc(api, doc));
const operations = Object.values(doc.paths).reduce(
  (sum, item) => sum + Object.keys(item).length,
  0,
);
console.log(
  `docs/openapi.json: ${operations} operations on ${Object.keys(doc.paths).length} paths, ${Object.keys(doc.components.schemas).length} schemas; docs/api.md's generated blocks refreshed.`,
);

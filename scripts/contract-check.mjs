// `npm run contract:check -- --api <base-url> --email <e> --password <p>`: checks a backend against the
// console's contract (docs/openapi.json). Signs in, calls every read endpoint of the contract (the calls
// of spec section 7 and each area's list and detail, ids taken from the lists), and prints one line per
// endpoint: it matches, or which fields are missing, extra, of the wrong type, or break a rule. Ends with
// a summary; exits 1 when anything does not match (2 when it cannot even sign in).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createContractValidator } from "./lib/contract-validator.mjs";

const USAGE = `Usage: npm run contract:check -- --api <base-url> --email <email> --password <password>
  --api       the backend's base URL, e.g. https://api.example.com (what VITE_API_URL would be)
  --email     an account that may sign in to the console (the more permissions, the more endpoints checked)
  --password  its password
  --spec      the contract (default docs/openapi.json)
  --timeout   per call, in ms (default 30000)`;

const { values: args } = parseArgs({
  options: {
    api: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    spec: { type: "string", default: "docs/openapi.json" },
    timeout: { type: "string", default: "30000" },
    help: { type: "boolean", short: "h" },
  },
});
if (args.help || !args.api || !args.email || !args.password) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const base = args.api.replace(/\/+$/, "");
const doc = JSON.parse(readFileSync(args.spec, "utf8"));
const validator = createContractValidator(doc);
const timeout = Number(args.timeout) || 30_000;
const useColor = process.stdout.isTTY;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
const PASS = paint(32, "✓");
const FAIL = paint(31, "✗");
const SKIP = paint(33, "–");

let token;
async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    signal: AbortSignal.timeout(timeout),
    headers: {
      accept: "application/json",
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "x-platform": "cms",
      "x-device-id": "contract-check",
      "x-device-name": "contract:check (Node)",
      "x-app-version": doc.info?.version ?? "",
      "x-timezone": Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** The findings about one answer: envelope, status, then the payload against the contract. */
function findingsOf(method, path, answer) {
  const operation = validator.operationOf(method, path);
  const documented = Object.keys(operation?.responses ?? {}).filter((code) => /^2/.test(code));
  if (!documented.includes(String(answer.status))) {
    const said = answer.json?.message ? `: ${answer.json.message}` : "";
    return [`answered HTTP ${answer.status}${said} (the contract says ${documented.join(" or ")})`];
  }
  if (!answer.json || typeof answer.json !== "object")
    return ["the answer is not JSON (expected the { code, message, payload } envelope)"];
  const envelope = [];
  if (answer.json.code !== "success")
    envelope.push(`code is ${JSON.stringify(answer.json.code)}, expected "success"`);
  if (typeof answer.json.message !== "string")
    envelope.push("missing message (the envelope's sentence)");
  if (!("payload" in answer.json)) return [...envelope, "missing payload"];
  return [...envelope, ...validator.check(method, path, answer.status, answer.json.payload)];
}

const results = [];
function report(method, path, findings, note) {
  const label = `${method.toUpperCase()} ${path}`;
  if (findings === null) {
    results.push("skipped");
    console.log(`${SKIP} ${label}: skipped, ${note}`);
  } else if (findings.length === 0) {
    results.push("match");
    console.log(`${PASS} ${label}: matches`);
  } else {
    results.push("fail");
    console.log(`${FAIL} ${label}: ${findings.join("; ")}`);
  }
}

// --- sign in -------------------------------------------------------------------------------
console.log(`Checking ${base} against ${args.spec} (contract ${doc.info?.version ?? "?"})\n`);
let signIn;
try {
  signIn = await call("POST", "/auth/signin", { email: args.email, password: args.password });
} catch (error) {
  console.log(`${FAIL} POST /auth/signin: the backend could not be reached (${error.message})`);
  process.exit(2);
}
report("post", "/auth/signin", findingsOf("post", "/auth/signin", signIn));
token = signIn.json?.payload?.access_token;
if (!token) {
  console.log(
    `\nCannot go on without a token: sign-in answered HTTP ${signIn.status}${signIn.json?.message ? ` "${signIn.json.message}"` : ""}.`,
  );
  process.exit(2);
}

// --- every read endpoint ---------------------------------------------------------------------
const reads = Object.entries(doc.paths)
  .filter(([, item]) => item.get && item.get["x-contract-check"] !== false)
  .map(([path, item]) => ({ path, operation: item.get }));
// Paths without parameters first: their answers give the ids of the others.
reads.sort(
  (a, b) =>
    Number(a.path.includes("{")) - Number(b.path.includes("{")) || a.path.localeCompare(b.path),
);

const answers = new Map();
async function answerOf(path) {
  if (!answers.has(path))
    answers.set(path, await call("GET", withPaging(path)).catch(() => undefined));
  return answers.get(path);
}
/** Lists are asked for a small page only. */
const withPaging = (path) => {
  const op = doc.paths[path]?.get;
  const paged = (op?.parameters ?? []).some((parameter) => parameter.name === "_end");
  return paged ? `${path}?_start=0&_end=5` : path;
};

async function resolve(path, operation) {
  const sources = operation["x-contract-check"]?.params ?? {};
  let concrete = path;
  for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])) {
    const source = sources[name];
    if (!source) return { missing: `no way to find a value for {${name}}` };
    const from = await answerOf(source.from);
    const payload = from?.json?.payload;
    const row = Array.isArray(payload?.results) ? payload.results[0] : payload;
    const value = row?.[source.field];
    if (value === undefined || value === null || value === "")
      return { missing: `GET ${source.from} gave no ${source.field} to read one` };
    concrete = concrete.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return { concrete };
}

for (const { path, operation } of reads) {
  const { concrete, missing } = await resolve(path, operation);
  if (missing) {
    report("get", path, null, missing);
    continue;
  }
  let answer;
  try {
    answer = concrete === path ? await answerOf(path) : await call("GET", withPaging(concrete));
  } catch (error) {
    answer = undefined;
    report("get", path, [`the call failed: ${error.message}`]);
    continue;
  }
  if (!answer) {
    report("get", path, ["the call failed"]);
    continue;
  }
  if (answer.status === 403) {
    report("get", path, null, `this account may not: ${answer.json?.message ?? "HTTP 403"}`);
    continue;
  }
  report("get", path, findingsOf("get", path, answer));
}

const count = (kind) => results.filter((result) => result === kind).length;
const failed = count("fail");
console.log(
  `\n${results.length} endpoints: ${count("match")} match, ${failed} do not, ${count("skipped")} skipped.`,
);
console.log(
  failed ? "The backend does not follow the contract." : "The backend follows the contract.",
);
process.exit(failed ? 1 : 0);

// Finds Debian's Chromium for browser tests and benchmarks. Never downloads a browser of its own:
// when none is found it installs Debian's `chromium` package (root on Debian only), else it stops
// with a message naming what to install. A missing browser is never a pass.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function find() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (isRoot && isDebian) {
    // The Japanese font makes jp screenshots legible; the tests do not depend on it.
    console.log("Chromium not found: installing Debian's chromium package with apt-get...");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-ipafont-gothic",
      {
        stdio: "inherit",
      },
    );
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's `chromium` package " +
      "(sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import type { Result as AxeViolation } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import { findTechnicalText, readVisibleText } from "./text-scan";

/**
 * Accessibility checks of every page the browser tests open (issue 12, "Accessible by default").
 *
 * Every page of a context made by `newPage()` (support.ts) is watched: each time its main frame lands
 * on a URL (page.goto, a reload, an in-app navigation after a click) or an overlay opens (dialog,
 * drawer, dropdown menu, select list, popconfirm), the page is scanned with axe-core once it has
 * settled: no API call in flight, no DOM change for a moment, no animation running (a fading element
 * is not a contrast failure). A scan during which the page changed is thrown away and taken again once
 * it has settled anew; a state already scanned in the test (same URL, viewport and DOM) is not scanned
 * twice. Scans run one at a time, beside the test. After the test, the state each page was left in is
 * scanned too, and every critical or serious violation of the WCAG 2.0/2.1 A and AA rules fails the
 * test with the rule, its impact, the elements' selectors and the URL.
 */

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["critical", "serious"]);

/** A page has settled when nothing changed for this long (and no API call is in flight). */
const QUIET_MS = 200;
const POLL_MS = 50;
/** Longest wait for a page to settle; past it the scan is skipped (final state: scanned anyway). */
const SETTLE_TIMEOUT_MS = 10_000;
/** Scans retried because the page changed meanwhile. */
const ATTEMPTS = 4;

export interface Violation {
  url: string;
  viewport: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

interface Watched {
  page: Page;
  /** API calls (fetch, XHR) and documents in flight. */
  inFlight: number;
  /** Counts navigations: a scan started before the latest one is stale. */
  navigations: number;
  /** A scan is waiting in the queue for this page. */
  queued: boolean;
  /** The page as of its last scan: unchanged since, it needs no other. */
  last?: PageState;
  /** The viewport of its last scan: a page resized since needs another (media queries). */
  lastViewport?: string;
}

/** What the page reports of itself (see WATCH_SCRIPT). */
interface PageState {
  /** Tells documents apart (a reload of the same URL is another one). */
  document: number;
  url: string;
  mutations: number;
  animations: number;
  ready: boolean;
  /** The demo API's calls without an answer yet. */
  calls: number;
}

/**
 * Runs in every document of a watched context before the app: counts DOM changes, and tells the test
 * process when an overlay opens (the binding `__a11yOverlay`).
 */
const WATCH_SCRIPT = `(() => {
  if (window.__a11yWatch) return;
  const state = { document: Math.random(), mutations: 0, calls: 0 };
  window.__a11yWatch = state;
  // The console's calls to the demo API go to its Web Worker without the network (the page's
  // requests do not show them): counted here, from each request posted to a worker to its reply.
  const NativeWorker = window.Worker;
  if (NativeWorker) {
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", (event) => {
          if (event.data && event.data.type === "reply") state.calls = Math.max(0, state.calls - 1);
        });
      }
      postMessage(message, ...rest) {
        if (message && message.type === "request") state.calls += 1;
        return super.postMessage(message, ...rest);
      }
    };
  }
  const OVERLAYS = ".ant-modal-wrap, .ant-drawer-open, .ant-dropdown, .ant-select-dropdown, .ant-popover, .ant-picker-dropdown";
  const ids = new WeakMap();
  let next = 0;
  let open = "";
  let pending = false;
  const lookForOverlays = () => {
    pending = false;
    const shown = [...document.querySelectorAll(OVERLAYS)].filter(
      (element) => element.getClientRects().length > 0 && !/-hidden\\b/.test(element.className),
    );
    const signature = shown
      .map((element) => {
        if (!ids.has(element)) ids.set(element, ++next);
        return ids.get(element);
      })
      .join(",");
    if (signature !== open) {
      const opened = signature.split(",").some((id) => id && !open.split(",").includes(id));
      open = signature;
      if (opened && typeof window.__a11yOverlay === "function") window.__a11yOverlay();
    }
  };
  const observer = new MutationObserver(() => {
    state.mutations += 1;
    // Looked for once per burst of changes, not on each.
    if (!pending) {
      pending = true;
      setTimeout(lookForOverlays, 50);
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

/** The page's own view of its state; finite animations only (a spinner turns forever). */
function readState(): PageState {
  const watch = (
    window as unknown as {
      __a11yWatch?: { document: number; mutations: number; calls: number };
    }
  ).__a11yWatch;
  const animations = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === "running" &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    ).length;
  return {
    document: watch?.document ?? 0,
    url: location.href,
    mutations: watch?.mutations ?? 0,
    animations,
    ready: document.readyState === "complete",
    calls: watch?.calls ?? 0,
  };
}

/** A short fingerprint of the rendered state: the same URL and DOM are not scanned twice. */
async function fingerprint(page: Page) {
  // Hashed in the page (FNV-1a, twice with different seeds): the DOM does not travel to the test.
  const hash = await page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let index = 0; index < html.length; index += 1) {
      const code = html.charCodeAt(index);
      a = Math.imul(a ^ code, 0x01000193);
      b = Math.imul(b ^ code, 0x811c9dc5);
    }
    return `${html.length}:${(a >>> 0).toString(16)}:${(b >>> 0).toString(16)}`;
  });
  const size = page.viewportSize();
  return `${page.url()} ${size?.width}x${size?.height} ${hash}`;
}

/**
 * axe-core goes into each document once, before its first scan (its minified build: less to send and
 * compile than the 1.4 MB that AxeBuilder sends and runs again on every scan, twice); AxeBuilder is given
 * this check instead of the source.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const AXE_IN_PAGE = `if (!window.axe) throw new Error("axe-core is not in this frame");`;

async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => "axe" in window)) continue;
    await frame.evaluate(AXE_SOURCE);
  }
}

const viewportOf = (page: Page) => {
  const size = page.viewportSize();
  return size ? `${size.width}x${size.height}` : "";
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AccessibilityWatch {
  private readonly watched = new Map<Page, Watched>();
  /** The states scanned in the current test. */
  private readonly scannedStates = new Set<string>();
  /**
   * Violations per state across the tests of a file: the same URL, viewport and DOM (the login page,
   * a dashboard after sign-in) gives the same results, and each test that shows it is told them again.
   */
  private readonly results = new Map<string, Violation[]>();
  private violations: Violation[] = [];
  private errors: string[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** Watches every page of the context, those opened later included. */
  async watchContext(context: BrowserContext) {
    await context.exposeBinding("__a11yOverlay", ({ page }) => {
      const watched = this.watched.get(page);
      if (watched) this.request(watched);
    });
    await context.addInitScript(WATCH_SCRIPT);
    context.on("page", (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
  }

  private watchPage(page: Page) {
    if (this.watched.has(page)) return;
    const watched: Watched = { page, inFlight: 0, navigations: 0, queued: false };
    this.watched.set(page, watched);
    const counts = (request: { resourceType(): string }) =>
      ["fetch", "xhr", "document"].includes(request.resourceType());
    page.on("request", (request) => {
      if (counts(request)) watched.inFlight += 1;
    });
    const done = (request: { resourceType(): string }) => {
      if (counts(request)) watched.inFlight = Math.max(0, watched.inFlight - 1);
    };
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      watched.navigations += 1;
      this.request(watched);
    });
  }

  /** Queues a scan of the page; one waiting scan per page is enough (it scans the latest state). */
  private request(watched: Watched, final = false) {
    if (watched.queued && !final) return;
    watched.queued = true;
    this.queue = this.queue.then(async () => {
      watched.queued = false;
      await this.scan(watched, final);
    });
  }

  /** Waits until the page has settled; false when it did not within the timeout or was closed. */
  private async settle(watched: Watched): Promise<boolean> {
    const { page } = watched;
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    let last: PageState | undefined;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (page.isClosed()) return false;
      const state = await page.evaluate(readState).catch(() => undefined);
      if (
        !state ||
        !state.ready ||
        state.animations > 0 ||
        state.calls > 0 ||
        watched.inFlight > 0
      ) {
        quietSince = Date.now();
      } else if (last && last.mutations !== state.mutations) {
        quietSince = Date.now();
      }
      last = state;
      if (Date.now() - quietSince >= QUIET_MS) return true;
      await sleep(POLL_MS);
    }
    return false;
  }

  private async scan(watched: Watched, final: boolean) {
    const { page } = watched;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      if (page.isClosed()) return;
      const navigation = watched.navigations;
      try {
        const now = await page.evaluate(readState);
        const { last } = watched;
        const unchanged =
          last?.document === now.document &&
          last.url === now.url &&
          last.mutations === now.mutations &&
          watched.lastViewport === viewportOf(page);
        if (unchanged) return;
        // Into the page while it settles (it changes nothing the page shows).
        const injected = injectAxe(page);
        injected.catch(() => undefined);
        const settled = await this.settle(watched);
        if (page.isClosed()) return;
        // Left for another URL meanwhile: that navigation queued its own scan.
        if (watched.navigations !== navigation && !final) return;
        if (!settled && !final) return;
        if (!/^https?:/.test(page.url())) return;
        const key = await fingerprint(page);
        const before = await page.evaluate(readState);
        if (this.scannedStates.has(key)) {
          watched.last = before;
          watched.lastViewport = viewportOf(page);
          return;
        }
        const known = this.results.get(key);
        if (known) {
          this.scannedStates.add(key);
          watched.last = before;
          watched.lastViewport = viewportOf(page);
          this.violations.push(...known);
          return;
        }
        await injected;
        await injectAxe(page);
        const results = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
          .withTags(AXE_TAGS)
          .options({ resultTypes: ["violations"] })
          // In the page itself: the default mode finishes each run in a new blank page of the test's
          // context (one more page, and its events, per scan).
          .setLegacyMode(true)
          .analyze();
        // The text scan (tests/e2e/text-scan.ts), of the same state.
        const text = await page.evaluate(readVisibleText);
        const after = await page.evaluate(readState);
        // The page changed during the scan: its results may mix two states (half-faded elements).
        // An animation that started around the scan (a drawer closing, a fade) changes colours
        // without a DOM change: scan again once it is over.
        const changed =
          after.mutations !== before.mutations ||
          after.url !== before.url ||
          before.animations > 0 ||
          after.animations > 0;
        if (changed && attempt < ATTEMPTS) continue;
        if (changed && after.animations > 0) return;
        const found = [
          ...this.failing(page, before.url, results.violations),
          ...this.technicalText(page, before.url, text),
        ];
        this.scannedStates.add(key);
        watched.last = after;
        watched.lastViewport = viewportOf(page);
        this.results.set(key, found);
        this.violations.push(...found);
        return;
      } catch (error) {
        // Closed, or navigated away mid-scan (its execution context destroyed): the next state has
        // its own scan. Anything else, and the page's last state, is tried again.
        if (page.isClosed() || (watched.navigations !== navigation && !final)) return;
        // A new document replaced this one before the navigation event reached us: that document
        // is scanned on its own (its navigation queues a scan). Let it load, then look again.
        if (/Execution context was destroyed/.test(String(error))) {
          await page.waitForLoadState("load").catch(() => undefined);
          continue;
        }
        if (attempt === ATTEMPTS) {
          this.errors.push(`${page.url()}: the accessibility scan failed: ${String(error)}`);
        }
      }
    }
  }

  /** Technical text among the page's visible text: one violation listing each finding. */
  private technicalText(page: Page, url: string, text: string): Violation[] {
    const findings = findTechnicalText(text);
    if (findings.length === 0) return [];
    const size = page.viewportSize();
    return [
      {
        url,
        viewport: size ? `${size.width}×${size.height}` : "?",
        rule: "technical-text",
        impact: "serious",
        help: "Staff read words, not the system (issue 25): technical text on the page",
        helpUrl: "tests/e2e/text-scan.ts",
        nodes: findings.map((finding) => ({ target: finding.kind, summary: finding.excerpt })),
      },
    ];
  }

  /** The critical and serious violations of a scan. */
  private failing(page: Page, url: string, violations: AxeViolation[]): Violation[] {
    const size = page.viewportSize();
    return violations
      .filter((violation) => violation.impact && FAILING.has(violation.impact))
      .map((violation) => ({
        url,
        viewport: size ? `${size.width}×${size.height}` : "?",
        rule: violation.id,
        impact: violation.impact!,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(" "),
          summary: (node.failureSummary ?? "").replace(/\s+/g, " ").trim(),
        })),
      }));
  }

  /**
   * Resolves once the page's current state has been scanned by itself (for tests of the check). The
   * scans of all pages run one after another, each after its page settles (up to 10 s): under load a
   * state may wait behind others, hence 30 s.
   */
  async scanned(page: Page, timeout = 30_000) {
    const deadline = Date.now() + timeout;
    const watched = this.watched.get(page);
    while (Date.now() < deadline) {
      // A resize alone starts no scan (navigations and overlays do), and a scan of a page that did
      // not settle gives up: ask for one of this state (one waits in the queue per page at most).
      if (watched && !page.isClosed()) this.request(watched);
      await this.queue;
      if (this.scannedStates.has(await fingerprint(page))) return;
      await sleep(POLL_MS);
    }
    throw new Error(`${page.url()}: no accessibility scan of this state within ${timeout} ms`);
  }

  /**
   * Runs a test's own axe-core check between the watch's scans: axe runs once at a time in a page
   * ("Axe is already running"), and the watch's scans run beside the test.
   */
  async alone<T>(check: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(check);
    this.queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /**
   * Scans the state each open page was left in, once the scans queued meanwhile are done, and hands
   * over every violation found since the last call.
   */
  async finish(): Promise<{ violations: Violation[]; errors: string[] }> {
    for (const watched of this.watched.values()) {
      if (!watched.page.isClosed()) this.request(watched, true);
    }
    await this.queue;
    const found = { violations: this.violations, errors: this.errors };
    this.violations = [];
    this.errors = [];
    this.watched.clear();
    this.scannedStates.clear();
    return found;
  }
}

/** The failure message: per URL, each rule with its impact and the elements' selectors. */
export function formatViolations(violations: Violation[]): string {
  const lines = [
    `Accessibility (axe-core, ${AXE_TAGS.join(", ")}) and technical text: ${violations.length} critical or serious violation(s)`,
  ];
  const seen = new Set<string>();
  for (const violation of violations) {
    const nodes = violation.nodes.filter((node) => {
      const key = `${violation.url} ${violation.rule} ${node.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (nodes.length === 0) continue;
    lines.push(
      `- ${violation.url} (${violation.viewport}) [${violation.impact}] ${violation.rule}: ${violation.help} (${violation.helpUrl})`,
    );
    for (const node of nodes) lines.push(`    ${node.target} — ${node.summary}`);
  }
  return lines.join("\n");
}

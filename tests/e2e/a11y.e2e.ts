import { describe, expect, it } from "vitest";
import { formatViolations } from "./a11y";
import { baseUrl, newPage, takeAccessibilityViolations, waitForAccessibilityScan } from "./support";

/**
 * The accessibility check of the browser tests (tests/e2e/a11y.ts) is no silent no-op: on static
 * pages with known violations it finds them, by itself, on a URL reached by page.goto, on one reached
 * by an in-app navigation, and in the state the test leaves the page in.
 */

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Check</title></head>` +
  `<body><main>${body}</main></body></html>`;

const BROKEN = html(`
  <h1>Known violations</h1>
  <p id="faint" style="color: #bbbbbb; background: #ffffff">Grey on white, 1.9:1</p>
  <button id="next" type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
  <button id="more" type="button">More</button>
  <p>Status: WAITING_PAYMENT, since 2026-11-15</p>
  <p hidden>Hidden from everyone: undefined</p>
  <script>
    document.getElementById("next").addEventListener("click", () => {
      history.pushState({}, "", "/a11y-check/next");
      document.querySelector("h1").textContent = "The next page";
      document.getElementById("faint").remove();
      const image = document.createElement("img");
      image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
      document.querySelector("main").append(image);
    });
    document.getElementById("more").addEventListener("click", () => {
      const field = document.createElement("input");
      field.type = "text";
      document.querySelector("main").append(field);
    });
  </script>`);

const CLEAN = html(
  `<h1>Nothing wrong</h1><p>Dark text on white.</p><button type="button">Fine</button>`,
);

/** A page whose content comes from a Web Worker's reply, 1.5 s late, as the demo API's answers do. */
const FROM_WORKER = html(`
  <h1>Answered by a worker</h1>
  <p id="state">Loading</p>
  <script>
    const code = "onmessage = (event) => setTimeout(() => postMessage({ type: 'reply', id: event.data.id }), 1500);";
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
    worker.onmessage = () => {
      const image = document.createElement("img");
      image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
      document.querySelector("main").append(image);
      document.getElementById("state").textContent = "Loaded";
    };
    worker.postMessage({ type: "request", id: 1 });
  </script>`);

async function serve(document: string) {
  const tab = await newPage();
  await tab.route(`${baseUrl()}/a11y-check/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: document }),
  );
  return tab;
}

describe("the accessibility check of the browser tests", () => {
  it("finds the violations of every URL a test lands on and of the state it leaves", async () => {
    const tab = await serve(BROKEN);
    await tab.goto(`${baseUrl()}/a11y-check/first`);
    await tab.getByText("Grey on white").waitFor();
    // The scan the check starts by itself, on landing.
    await waitForAccessibilityScan(tab);
    await tab.locator("#next").click();
    await tab.waitForURL(/\/a11y-check\/next$/);
    await waitForAccessibilityScan(tab);
    await tab.getByRole("button", { name: "More" }).click();
    await tab.locator("input").waitFor();

    const found = await takeAccessibilityViolations();
    const seen = found.map((violation) => ({
      path: new URL(violation.url).pathname,
      rule: violation.rule,
      impact: violation.impact,
    }));
    // page.goto's landing: low contrast and an unnamed button.
    expect(seen).toContainEqual({
      path: "/a11y-check/first",
      rule: "color-contrast",
      impact: "serious",
    });
    expect(seen).toContainEqual({
      path: "/a11y-check/first",
      rule: "button-name",
      impact: "critical",
    });
    // The in-app navigation (history.pushState after a click): an image without a text alternative.
    expect(seen).toContainEqual({
      path: "/a11y-check/next",
      rule: "image-alt",
      impact: "critical",
    });
    // The state the test left the page in: a field without a label, on no navigation of its own.
    expect(seen).toContainEqual({ path: "/a11y-check/next", rule: "label", impact: "critical" });
    // The text scan: a raw enum value and an ISO date in the visible text, nothing of the hidden one.
    const text = found.find((violation) => violation.rule === "technical-text")!;
    expect(text.nodes.map((node) => node.target).sort()).toEqual([
      "ISO date",
      "enum value or setting key",
    ]);
    expect(text.nodes[0]!.summary).toContain("WAITING_PAYMENT");

    // The failure names the rule, its impact, the elements and the URL.
    const message = formatViolations(found);
    expect(message).toMatch(/critical or serious violation/);
    expect(message).toContain(`${baseUrl()}/a11y-check/first (1440×900) [serious] color-contrast`);
    expect(message).toMatch(/\n {4}#faint — .*contrast/);
    expect(message).toContain(`${baseUrl()}/a11y-check/next (1440×900) [critical] image-alt`);
  });

  it("scans a page once the demo API's worker has answered its calls", async () => {
    const tab = await serve(FROM_WORKER);
    await tab.goto(`${baseUrl()}/a11y-check/worker`);
    // The landing's scan waits for the worker's reply (no request of the page shows it)...
    await waitForAccessibilityScan(tab);
    await tab.getByText("Loaded").waitFor();
    // ...so it saw the answer's image; taken away now, the final state's scan cannot see it.
    await tab.locator("img").evaluate((image) => image.remove());
    const found = await takeAccessibilityViolations();
    expect(found.map((violation) => violation.rule)).toContain("image-alt");
  });

  it("finds nothing on an accessible page", async () => {
    const tab = await serve(CLEAN);
    await tab.goto(`${baseUrl()}/a11y-check/clean`);
    await tab.getByText("Nothing wrong").waitFor();
    await waitForAccessibilityScan(tab);
    expect(await takeAccessibilityViolations()).toEqual([]);
  });
});

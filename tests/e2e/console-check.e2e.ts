import { describe, expect, it } from "vitest";
import { baseUrl, newPage, takePageErrors } from "./support";

/**
 * The console check of the browser tests (tests/e2e/support.ts) is no silent no-op: an uncaught
 * error, an unhandled rejection and a console error on a page a test opens are each reported.
 */

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Check</title></head>
<body><main><h1>Console check</h1><button type="button">Fail</button></main>
<script>
  document.querySelector("button").addEventListener("click", () => {
    console.error("Something went wrong on purpose");
    Promise.reject(new Error("a rejection nobody handles"));
    setTimeout(() => { throw new Error("an error nobody catches"); });
  });
</script></body></html>`;

describe("the console check of the browser tests", () => {
  it("reports an uncaught error, an unhandled rejection and a console error", async () => {
    const tab = await newPage();
    await tab.route(`${baseUrl()}/console-check`, (route) =>
      route.fulfill({ contentType: "text/html", body: PAGE }),
    );
    await tab.goto(`${baseUrl()}/console-check`);
    await tab.getByRole("button", { name: "Fail" }).click();
    const seen: string[] = [];
    await expect
      .poll(
        () => {
          seen.push(...takePageErrors());
          return seen.join("\n");
        },
        { timeout: 5000 },
      )
      .toMatch(/an error nobody catches/);
    expect(seen.join("\n")).toMatch(/Something went wrong on purpose/);
    expect(seen.join("\n")).toMatch(/a rejection nobody handles/);
  });
});

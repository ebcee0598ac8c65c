import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "@/components/page-error-boundary";

describe("isChunkLoadError (a download failure, not a bug)", () => {
  it("recognises the browsers' messages for a module that could not be fetched", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://x.test/assets/list-abc.js", // Chromium
      "error loading dynamically imported module: https://x.test/assets/list-abc.js", // Firefox
      "Importing a module script failed.", // Safari
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it("looks into the cause of a wrapping error", () => {
    const wrapped = new Error("Loading the page failed", {
      cause: new TypeError("Failed to fetch dynamically imported module: /assets/shell-abc.js"),
    });
    expect(isChunkLoadError(wrapped)).toBe(true);
  });

  it("leaves a page's own bug alone", () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
    expect(
      isChunkLoadError(new Error("bad data", { cause: new RangeError("Invalid time value") })),
    ).toBe(false);
  });
});

/**
 * In the page, the Find anything dialog open: empties its box, waits, then sets it to `q` (one input
 * event) and answers the ms until an option showing `expected` is in the DOM, counted from the input
 * (`from: "input"`: the dialog's typing pause, the answer and the render) or from the start of its
 * `/search` request (`from: "request"`: the answer and the render only).
 * @param {import("playwright-core").Page} page
 * @param {string} q
 * @param {string} expected
 * @param {{ from?: "input" | "request" }} [options]
 * @returns {Promise<number>}
 */
export const typeInSearchDialog = (page, q, expected, { from = "input" } = {}) =>
  page.evaluate(
    async ([q, expected, from]) => {
      const input = document.querySelector('[role="dialog"] [role="combobox"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const type = (value) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      };
      type("");
      await new Promise((resolve) => setTimeout(resolve, 400));
      performance.clearResourceTimings();
      const typedAt = performance.now();
      type(q);
      return new Promise((resolve, reject) => {
        const stop = setTimeout(() => reject(new Error(`no hit for ${q}`)), 20_000);
        const check = () => {
          const shown = [...document.querySelectorAll('[role="option"]')].some((option) =>
            option.textContent.includes(expected),
          );
          const request = performance
            .getEntriesByType("resource")
            .find((entry) => entry.name.includes("/search?"));
          const start = from === "request" ? request?.startTime : typedAt;
          if (shown && start !== undefined) {
            clearTimeout(stop);
            resolve(performance.now() - start);
          } else requestAnimationFrame(check);
        };
        check();
      });
    },
    [q, expected, from],
  );

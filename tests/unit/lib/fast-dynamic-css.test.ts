import { removeCSS, updateCSS } from "@/lib/fast-dynamic-css";

describe("antd's style injection, memoised", () => {
  // Unit test files share one environment (vite.config.ts): start without another file's styles too.
  const removeStyles = () =>
    document.head.querySelectorAll("style").forEach((style) => style.remove());
  beforeEach(removeStyles);
  afterEach(removeStyles);

  it("answers a repeated call with the same element, without looking through the page again", () => {
    const first = updateCSS(".a{color:red}", "key-a", { mark: "data-css-hash" });
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
    const children = vi.spyOn(document.head, "children", "get");
    const again = updateCSS(".a{color:red}", "key-a", { mark: "data-css-hash" });
    expect(again).toBe(first);
    expect(children).not.toHaveBeenCalled();
    children.mockRestore();
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
  });

  it("updates the text when it changed, and inserts again a style that was removed", () => {
    const first = updateCSS(".b{color:red}", "key-b", { mark: "data-css-hash" });
    const changed = updateCSS(".b{color:blue}", "key-b", { mark: "data-css-hash" });
    expect(changed).toBe(first);
    expect(first.innerHTML).toBe(".b{color:blue}");

    removeCSS("key-b", { mark: "data-css-hash" });
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
    const back = updateCSS(".b{color:blue}", "key-b", { mark: "data-css-hash" });
    expect(back.isConnected).toBe(true);
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
  });

  it("keeps the styles of different keys and marks apart", () => {
    updateCSS(".c{}", "same", { mark: "data-one" });
    updateCSS(".d{}", "same", { mark: "data-two" });
    expect(document.head.querySelectorAll("style")).toHaveLength(2);
  });
});

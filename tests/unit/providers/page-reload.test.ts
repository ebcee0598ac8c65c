import { afterEach, describe, expect, it, vi } from "vitest";
import { browserLocation, pageReload } from "@providers/auth/page-reload";

describe("pageReload", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts one page load: calls while it is on its way do not start it over", () => {
    const replace = vi.spyOn(browserLocation, "replace").mockImplementation(() => undefined);
    const reload = vi.spyOn(browserLocation, "reload").mockImplementation(() => undefined);
    pageReload.reload("/login");
    pageReload.reload("/login");
    pageReload.reload();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/login");
    expect(reload).not.toHaveBeenCalled();

    // The user stopped that load ("Leave site?" answered Stay) and acts again: a load may start.
    window.dispatchEvent(new Event("pointerdown"));
    pageReload.reload("/login");
    expect(replace).toHaveBeenCalledTimes(2);
    pageReload.reload("/login");
    expect(replace).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    pageReload.reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves without the page's 'leave with unsaved changes?' question, until the user stays", () => {
    vi.spyOn(browserLocation, "replace").mockImplementation(() => undefined);
    const asked = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener("beforeunload", asked);
    const unload = () => window.dispatchEvent(new Event("beforeunload", { cancelable: true }));

    window.dispatchEvent(new Event("pointerdown"));
    pageReload.reload("/login");
    expect(unload()).toBe(true);
    expect(asked).not.toHaveBeenCalled();

    // The load was stopped and the user acts on the page again: its question is back.
    window.dispatchEvent(new Event("pointerdown"));
    expect(unload()).toBe(false);
    expect(asked).toHaveBeenCalledTimes(1);
    window.removeEventListener("beforeunload", asked);
  });
});

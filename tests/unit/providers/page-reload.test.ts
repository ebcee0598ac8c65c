import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserLocation, pageReload } from "@providers/auth/page-reload";
import { apiRequest } from "@providers/data/http";
import { server } from "@/mocks/node";
import { api, ok, storeSession } from "./helpers";

describe("pageReload", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The user "stays": no load is left on its way for the files that share this module graph.
    window.dispatchEvent(new Event("pointerdown"));
  });

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

  it("holds the calls made without a session while the login page loads, and sends them if the user stays", async () => {
    vi.spyOn(browserLocation, "replace").mockImplementation(() => undefined);
    const seen: string[] = [];
    server.use(
      http.get(api("/probe"), ({ request }) => {
        seen.push(request.headers.get("authorization") ?? "none");
        return HttpResponse.json(ok("answer"));
      }),
    );
    const session = storeSession();
    window.dispatchEvent(new Event("pointerdown"));
    localStorage.clear(); // signed out, as Logout does before loading the login page
    pageReload.reload("/login");

    // A refetch without a session waits; a call that carries the ended session's token goes out.
    let answered = false;
    const refetch = apiRequest("GET", "/probe").then(() => (answered = true));
    await apiRequest("GET", "/probe", { headers: { Authorization: `Bearer ${session.token}` } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([`Bearer ${session.token}`]);
    expect(answered).toBe(false);

    // The user stopped the load and acts on the page: the held call leaves.
    window.dispatchEvent(new Event("pointerdown"));
    await refetch;
    expect(seen).toEqual([`Bearer ${session.token}`, "none"]);
  });
});

import { ResourceContext, type ParseResponse } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Outlet, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import {
  consoleRouterProvider,
  matchRoute,
  ROUTE_MATCHES_KEPT,
  TrackLocation,
} from "@providers/router";

/** A page that writes its table's state into the address, as Refine's useTable does (no path). */
function TableSync() {
  const go = consoleRouterProvider.go!();
  const location = useLocation();
  return (
    <>
      <p>At {`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => go({ type: "replace", query: { currentPage: 2 } })}>
        Sync
      </button>
      <button type="button" onClick={() => go({ to: "/products", type: "push" })}>
        Open products
      </button>
    </>
  );
}

/**
 * The list's route (/transactions), whose table is still rendered when the address is already one
 * of its records' (a child route here, a list on its way out in the console).
 */
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <TrackLocation />
      <Routes>
        <Route
          path="/transactions"
          element={
            <>
              <TableSync />
              <Outlet />
            </>
          }
        >
          <Route path=":id" element={<p>Record</p>} />
        </Route>
        <Route path="/products" element={<TableSync />} />
      </Routes>
    </MemoryRouter>,
  );

describe("the console's router provider", () => {
  it("writes a list's state into the address of the list on screen", async () => {
    renderAt("/transactions");
    await userEvent.click(screen.getByRole("button", { name: "Sync" }));
    expect(screen.getByText("At /transactions?currentPage=2")).toBeInTheDocument();
  });

  it("drops a path-less write from a page whose route is no longer the address (it would go back to that page)", async () => {
    renderAt("/transactions/trx-1");
    await userEvent.click(screen.getByRole("button", { name: "Sync" }));
    expect(screen.getByText("At /transactions/trx-1")).toBeInTheDocument();
    // A navigation with a path still goes where it says.
    await userEvent.click(screen.getByRole("button", { name: "Open products" }));
    expect(screen.getByText("At /products")).toBeInTheDocument();
  });
});

/** Resources as the console declares them: a list, its record pages, and a child under a parent. */
const RESOURCES = [
  {
    name: "products",
    list: "/products",
    create: "/products/create",
    show: "/products/:id",
    edit: "/products/:id/edit",
  },
  { name: "vouchers", list: "/vouchers", show: "/vouchers/:id" },
  {
    name: "voucher-codes",
    list: "/vouchers/:voucherId/codes",
    meta: { parent: "vouchers" },
  },
];

/** What a `parse` hook answers at `url`, rendered outside any route (as the shell's hooks are). */
function parsedAt(url: string, parse: () => () => ParseResponse): ParseResponse {
  let answer: ParseResponse | undefined;
  function Probe() {
    answer = parse()();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <ResourceContext.Provider value={{ resources: RESOURCES }}>
        <Probe />
      </ResourceContext.Provider>
    </MemoryRouter>,
  );
  return answer!;
}

describe("the console's parse (an address's resource, action, id and query)", () => {
  it.each([
    "/products",
    "/products?currentPage=2&pageSize=50&sorters[0][field]=price&sorters[0][order]=desc",
    "/products?currentPage=abc",
    "/products/create",
    "/products/42",
    "/products/a%20b/edit?to=%2Fproducts%3Fq%3D1",
    "/vouchers/v-1/codes?pageSize=20",
    "/dashboard",
  ])("answers as Refine's own does at %s", (url) => {
    const ours = parsedAt(url, consoleRouterProvider.parse!);
    const refines = parsedAt(url, routerProvider.parse!);
    expect(ours).toEqual(refines);
  });

  it("works out an address once for all the hooks that ask, per resource list", () => {
    const first = matchRoute("/products/42/edit", RESOURCES);
    expect(first).toMatchObject({
      found: true,
      action: "edit",
      matchedRoute: "/products/:id/edit",
    });
    expect(matchRoute("/products/42/edit", RESOURCES)).toBe(first);
    // Another resource list (the console's changed): worked out again.
    const other = [...RESOURCES];
    expect(matchRoute("/products/42/edit", other)).not.toBe(first);
    expect(matchRoute("/products/42/edit", other)).toEqual(first);
  });

  it("keeps only the recent addresses", () => {
    const resources = [...RESOURCES];
    const oldest = matchRoute("/products/0", resources);
    for (let index = 1; index <= ROUTE_MATCHES_KEPT; index += 1)
      matchRoute(`/products/${index}`, resources);
    expect(matchRoute(`/products/${ROUTE_MATCHES_KEPT}`, resources)).toMatchObject({
      action: "show",
    });
    // The oldest was let go: worked out again, to the same answer.
    const again = matchRoute("/products/0", resources);
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });
});

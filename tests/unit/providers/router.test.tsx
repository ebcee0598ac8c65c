import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Outlet, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { consoleRouterProvider, TrackLocation } from "@providers/router";

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

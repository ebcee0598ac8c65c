import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { RowLink, RowLinkProvider } from "@/components/crud/row-link";

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const drawn = (inList: boolean) =>
  render(
    <MemoryRouter initialEntries={["/products"]}>
      <Where />
      <Routes>
        <Route
          path="*"
          element={
            inList ? (
              <RowLinkProvider>
                <RowLink to="/products/prd-1">Lensa Jaya</RowLink>
              </RowLinkProvider>
            ) : (
              <RowLink to="/products/prd-1">Lensa Jaya</RowLink>
            )
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe("a row's link", () => {
  it.each([
    ["in a list", true],
    ["outside one (React Router's Link)", false],
  ])("%s says where it goes and moves there on a plain click", (_, inList) => {
    drawn(inList);
    const link = screen.getByRole("link", { name: "Lensa Jaya" });
    expect(link).toHaveAttribute("href", "/products/prd-1");
    expect(fireEvent.click(link)).toBe(false); // handled: the browser does not load the page
    expect(screen.getByRole("status")).toHaveTextContent("/products/prd-1");
  });

  it("leaves a click with Ctrl, Shift or the middle button to the browser (a new tab)", () => {
    drawn(true);
    const link = screen.getByRole("link", { name: "Lensa Jaya" });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByRole("status")).toHaveTextContent("/products");
    expect(screen.getByRole("status")).not.toHaveTextContent("prd-1");
  });
});

import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type DataRouter } from "react-router";
import { PathnameProvider, usePathname } from "@/hooks/use-pathname";

let renders = 0;

/** A shell part that reads the path, counting its renders. */
function PathReader() {
  renders += 1;
  return <p data-testid="path">{usePathname()}</p>;
}

const Shell = () => (
  <PathnameProvider>
    <PathReader />
  </PathnameProvider>
);

function renderRouter(): DataRouter {
  const router = createMemoryRouter(
    [
      { path: "/products", element: <Shell /> },
      { path: "/brands", element: <Shell /> },
    ],
    { initialEntries: ["/products"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the shell's path", () => {
  beforeEach(() => {
    renders = 0;
  });

  it("does not re-render the shell's parts when only the query changes (a list's sort or page)", async () => {
    const router = renderRouter();
    expect(screen.getByTestId("path")).toHaveTextContent("/products");
    const before = renders;
    await act(() => router.navigate("/products?sorters[0][field]=name&sorters[0][order]=asc"));
    await act(() => router.navigate("/products?currentPage=2"));
    expect(router.state.location.search).toBe("?currentPage=2");
    expect(renders).toBe(before);
  });

  it("re-renders them with the new path when the page changes", async () => {
    const router = renderRouter();
    await act(() => router.navigate("/brands"));
    expect(screen.getByTestId("path")).toHaveTextContent("/brands");
  });
});

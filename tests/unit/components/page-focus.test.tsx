import { act, render, screen, waitFor } from "@testing-library/react";
import { StrictMode, useState } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { PathnameProvider } from "@/hooks/use-pathname";
import { useFocusAfterNavigation } from "@/layout/page-focus";

/** A shell in miniature: a main landmark with the page's heading and a Save that leaves the page. */
function Shell() {
  useFocusAfterNavigation("main-content");
  const navigate = useNavigate();
  const [page, setPage] = useState("form");
  return (
    <main id="main-content">
      <h1>{page === "form" ? "Add brand" : "Optik Baru"}</h1>
      {page === "form" && (
        <button
          type="button"
          onClick={() => {
            // Save opens the new record: the form, and the button that had the focus, go away.
            setPage("record");
            navigate("/brands/brd-99");
          }}
        >
          Save
        </button>
      )}
    </main>
  );
}

const renderShell = () =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={["/brands/add"]}>
        <PathnameProvider>
          <Shell />
        </PathnameProvider>
      </MemoryRouter>
    </StrictMode>,
  );

describe("the focus after a move to another page", () => {
  it("leaves the first page's focus where the browser put it (StrictMode runs effects twice)", async () => {
    renderShell();
    // Longer than the hook's first look (0 ms) and its next ones (every 50 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(document.activeElement).toBe(document.body);
  });

  it("puts it on the new page's heading when the move took it away", async () => {
    renderShell();
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    act(() => save.click());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Optik Baru" })),
    );
  });
});

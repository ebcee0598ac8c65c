import { screen, waitFor, within } from "@testing-library/react";
import { catchDownloads, csvLines } from "./downloads";
import { renderPage } from "./render-page";

/**
 * Opens the list at `url` as `user`, waits for the rows of its table (named `table`), exports it with
 * its "Export CSV" and returns the file's lines, header first. The export must not fail.
 */
export async function exportShownList(user: string, url: string, table: string | RegExp) {
  const created = catchDownloads();
  const { user: person } = await renderPage({ user, url });
  const shown = await screen.findByRole("table", { name: table });
  await waitFor(() =>
    expect(
      within(shown)
        .getAllByRole("row")
        .some((row) => row.getAttribute("data-row-key")),
    ).toBe(true),
  );
  await person.click(screen.getByRole("button", { name: "Export CSV" }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(screen.queryByText(/Export failed/)).toBeNull();
  return csvLines(created[0]!);
}

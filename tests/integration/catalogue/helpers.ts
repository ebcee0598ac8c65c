import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

/** Opens an antd Select (found by its accessible name) and picks the option with this text. */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  // Label queries: role queries compute the whole accessibility tree, seconds on a form this size.
  // Only comboboxes: a radio button may carry the same name (a reward gives a "Voucher").
  const combobox = await screen.findByLabelText(label, { selector: "input[role=combobox]" });
  await user.click(combobox);
  const dropdowns = await waitFor(() => {
    const open = document.querySelectorAll<HTMLElement>(
      ".ant-select-dropdown:not(.ant-select-dropdown-hidden)",
    );
    if (open.length === 0) throw new Error("no open dropdown");
    return open;
  });
  const dropdown = dropdowns[dropdowns.length - 1]!;
  const item = await waitFor(() => {
    const found = [...dropdown.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (node) => node.title === option || node.textContent === option,
    );
    if (!found) throw new Error(`option ${option} not found`);
    return found;
  });
  await user.click(item);
}

/** Types into an input found by its accessible name (clearing it first). */
export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  // While the page is still settling the field may be rendered anew: find it until a click focuses it.
  const input = await waitFor(
    async () => {
      const found = screen.getByLabelText(label, { selector: "input,textarea" });
      await user.click(found);
      expect(found).toHaveFocus();
      return found;
    },
    { timeout: 20000 },
  );
  await user.clear(input);
  // One paste instead of a key per character: the same events a form sees, far fewer renders.
  await user.paste(value);
}

/** Types into a number input (antd InputNumber has role spinbutton). */
export async function fillNumber(user: UserEvent, label: string | RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: "input" });
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** The form item (label + control + messages) around a field. */
export const formItemOf = (element: HTMLElement) => element.closest<HTMLElement>(".ant-form-item")!;

export const withinDialog = async () => within(await screen.findByRole("dialog"));

/** The form's Save button (Refine's SaveButton), whatever the language. */
export const saveButton = () => document.querySelector<HTMLElement>(".refine-save-button")!;

/** Clicks the form's Save button once it is on the page. */
export const saveForm = async (user: { click: (element: Element) => Promise<void> }) =>
  user.click(await waitFor(() => saveButton()));

/** The data rows of a table (antd adds a measure row without a key). */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .filter((row) => row.getAttribute("data-row-key"));

/** Takes away one permission code from the catalogue role (a permission variant of the demo data). */
export function withoutPermission(code: string) {
  const role = db.roles.get("rol-catalog")!;
  db.roles.replace({ ...role, permissions: role.permissions.filter((item) => item !== code) });
}

/** Answers "Delete {name}? This cannot be undone." with Delete. */
export async function confirmDelete(user: UserEvent, name: string) {
  const confirm = await screen.findByText(`Delete ${name}? This cannot be undone.`);
  await user.click(
    within(confirm.closest<HTMLElement>(".ant-popover")!).getByText("Delete").closest("button")!,
  );
}

/**
 * The product list searched for the product's SKU (a `q` filter in the URL), rendered for `user`,
 * once it shows exactly one row: the table, that row and renderPage's result.
 */
export async function renderProductRow(user: string, product: { sku: string }) {
  const rendered = await renderPage({
    user,
    url: `/products?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=${product.sku}`,
  });
  const table = await screen.findByRole("table", { name: "Products" });
  const row = await waitFor(() => {
    const rows = rowsOf(table);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  });
  return { ...rendered, table, row };
}

/** Types a date (or a date-time) into an antd DatePicker and confirms it with Enter. */
export async function pickDate(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label, { selector: "input" });
  await user.click(input);
  await user.clear(input);
  await user.paste(text);
  fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
  await waitFor(() => expect(input).toHaveValue(text));
}

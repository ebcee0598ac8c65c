import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { initI18n, loadNamespaces } from "@providers/i18n";
import { AppProviders } from "@/components/app-providers";
import { config } from "@/config";
import { ConsoleRefine } from "@/console";
import { db } from "@/mocks/node";
import { UserSubRoles } from "@resources/users/components/user-sub-roles";
import { signInAs } from "@tests/helpers/render-app";
import { currentUrl, DEMO_PASSWORD, renderPage } from "@tests/helpers/render-page";
import { fill, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
// Label queries: role queries compute the accessibility tree of the whole matrix, seconds each.
const box = (name: string | RegExp) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: "input[type=checkbox]" });

describe("the role editor", () => {
  it("adds what a ticked permission requires in one click, selects a row and a column, and saves", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/role/add" });
    await fill(user, "Role name", "Catalogue Viewer");
    await screen.findByRole("table", { name: "Permission matrix" });

    await user.click(box("Product: Create (PRODUCT.CREATE)"));
    const alert = await screen.findByText("Some permissions need others to work");
    const panel = alert.closest<HTMLElement>(".ant-alert")!;
    expect(panel).toHaveTextContent(
      "Product: Create also needs Brand: List, Product category: List",
    );
    expect(box("Brand: List (BRAND.LIST)")).not.toBeChecked();
    await user.click(
      within(panel).getByRole("button", { name: "Add the required permissions (2)" }),
    );
    expect(box("Brand: List (BRAND.LIST)")).toBeChecked();
    expect(box("Product category: List (PRODUCT_CATEGORY.LIST)")).toBeChecked();
    expect(screen.queryByText("Some permissions need others to work")).not.toBeInTheDocument();

    // A row: every action of Store.
    await user.click(box("Select all of Store"));
    for (const action of ["List", "Detail", "Create", "Update", "Delete", "Archive", "Unarchive"])
      expect(box(new RegExp(`^Store: ${action} \\(`))).toBeChecked();
    // A column, over the areas the search shows only.
    await user.type(screen.getByRole("textbox", { name: "Search areas" }), "brand");
    expect(screen.queryByLabelText(/^Store: List/)).not.toBeInTheDocument();
    // antd renders the header of a horizontally scrolled table twice (one hidden for measuring).
    await user.click(
      screen.getAllByLabelText("Select all Detail of the areas shown", {
        selector: "input[type=checkbox]",
      })[0]!,
    );
    await user.clear(screen.getByRole("textbox", { name: "Search areas" }));
    expect(box("Brand: Detail (BRAND.DETAIL)")).toBeChecked();
    expect(box("Voucher: Detail (VOUCHER.DETAIL)")).not.toBeChecked();

    // The summary names the menu entries this role opens.
    const summary = screen.getByRole("list", { name: "Menu entries this role will see" });
    expect(within(summary).getByText("Store")).toBeInTheDocument();
    expect(within(summary).getByText("Brand")).toBeInTheDocument();
    expect(within(summary).queryByText("Voucher")).not.toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toMatch(/^\/role\/rol-/));
    const saved = db.roles.find((role) => role.roleName === "Catalogue Viewer")!;
    expect(saved.permissions).toEqual(
      expect.arrayContaining([
        "PRODUCT.CREATE",
        "BRAND.LIST",
        "PRODUCT_CATEGORY.LIST",
        "STORE.ARCHIVE",
        "BRAND.DETAIL",
      ]),
    );
    expect(saved.permissions).not.toContain("VOUCHER.DETAIL");
    expect(await screen.findByRole("heading", { name: "Catalogue Viewer" })).toBeInTheDocument();
  });

  it("keeps one's own role-management permissions and warns before removing one no other role has", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/role/rol-super-admin/edit" });
    await screen.findByRole("table", { name: "Permission matrix" });
    await waitFor(() => expect(box("Role & permission: Update (ROLE.UPDATE)")).toBeDisabled());
    expect(
      screen.getByText(
        /This is your own role: the permissions that let you sign in and manage roles/,
      ),
    ).toBeInTheDocument();
    // Clearing the row leaves the locked ones.
    await user.click(box("Select all of Role & permission"));
    expect(box("Role & permission: Update (ROLE.UPDATE)")).toBeChecked();
    expect(box("Role & permission: Archive (ROLE.ARCHIVE)")).not.toBeChecked();

    // Sync Data (ROLE_AND_ACCESS) is the Super Admin's only.
    await user.click(box("Sync Data: Access (ROLE_AND_ACCESS)"));
    await user.click(saveButton());
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(
      "No other role has the permissions below (4). Remove them anyway?",
    );
    // The role row cleared above: archive, unarchive and create are the Super Admin's only too.
    for (const code of ["ROLE_AND_ACCESS", "ROLE.ARCHIVE", "ROLE.CREATE", "ROLE.UNARCHIVE"])
      expect(dialog).toHaveTextContent(code);
    await user.click(within(dialog).getByRole("button", { name: "Keep them" }));
    expect(db.roles.get("rol-super-admin")!.permissions).toContain("ROLE_AND_ACCESS");

    await user.click(saveButton());
    // The first confirmation may still be fading out: the newest dialog is the second one.
    const second = await waitFor(() => {
      const dialogs = screen.getAllByRole("dialog");
      expect(dialogs.length).toBeGreaterThan(0);
      return dialogs.at(-1)!;
    });
    await user.click(within(second).getByRole("button", { name: "Remove and save" }));
    await waitFor(() =>
      expect(db.roles.get("rol-super-admin")!.permissions).not.toContain("ROLE_AND_ACCESS"),
    );
    expect(db.roles.get("rol-super-admin")!.permissions).toContain("ROLE.UPDATE");
  });

  it("shows a role's members and has no delete; a user without ROLE sees the 403 page", async () => {
    // The role's members by name, as the members table pages them (ten at a time).
    const byName = db.users
      .filter((user) => user.roleId === "rol-sub-admin")
      .map((user) => ({ key: user.name.toLowerCase(), email: user.email }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    expect(byName.map((member) => member.email)).toEqual(
      expect.arrayContaining(["subadmin@demo.test", "nosub@demo.test"]),
    );
    await renderPage({ user: ADMIN, url: "/role/rol-sub-admin" });
    const members = await screen.findByRole("table", { name: "Members" });
    expect(await within(members).findByText(byName[0]!.email)).toBeInTheDocument();
    expect(
      within(members).getByText(byName[Math.min(9, byName.length - 1)]!.email),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("refuses the role pages to a user without role permissions", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/role" });
    expect(await screen.findByText(/You don't have permission/i)).toBeInTheDocument();
  });
});

describe("UserSubRoles", () => {
  it("lists a user's sub roles and saves a new choice; archived ones are not offered", async () => {
    await initI18n();
    await loadNamespaces([config.i18n.defaultNamespace, "users"]);
    await signInAs(ADMIN, DEMO_PASSWORD);
    db.subRoles.update("srl-1", { isArchived: true, archivedAt: new Date().toISOString() });
    render(
      <MemoryRouter initialEntries={["/admin/usr-nosub/edit"]}>
        <AppProviders>
          <ConsoleRefine>
            <Routes>
              <Route path="*" element={<UserSubRoles userId="usr-nosub" />} />
            </Routes>
          </ConsoleRefine>
        </AppProviders>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText("No sub role.")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save sub roles" });
    expect(save).toBeDisabled();
    const combobox = screen.getByLabelText("Sub roles of this user", { selector: "input" });
    await user.click(combobox);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")];
      if (found.length === 0) throw new Error("no options");
      return found;
    });
    const archivedName = db.subRoles.get("srl-1")!.roleName;
    const wantedName = db.subRoles.get("srl-4")!.roleName;
    expect(options.some((option) => option.textContent?.startsWith(archivedName))).toBe(false);
    const storeAdmin = options.find((option) => option.textContent?.startsWith(wantedName))!;
    await user.click(storeAdmin);
    await user.click(save);
    expect(await screen.findByText("Sub roles saved.")).toBeInTheDocument();
    await waitFor(() => expect(db.subRoles.get("srl-4")!.userIds).toContain("usr-nosub"));
  });
});

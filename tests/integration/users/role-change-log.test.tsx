import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

describe("a role's change log", () => {
  it("shows its permissions as what was added and removed, in words", async () => {
    const role = db.roles
      .all()
      .find((row) => !row.isArchived && row.permissions.includes("PRODUCT.LIST"))!;
    const permissions = [
      ...role.permissions.filter((code) => code !== "PRODUCT.LIST" && code !== "VOUCHER.DELETE"),
      "VOUCHER.DELETE",
    ];
    const added = !role.permissions.includes("VOUCHER.DELETE");
    const token = await signIn(ADMIN);
    const changed = await api("PATCH", `/roles/${role.roleId}`, { token, body: { permissions } });
    expect(changed.status).toBe(200);

    await renderPage({ user: ADMIN, url: `/role/${role.roleId}/change-logs` });
    const table = await screen.findByRole("table", { name: /Change log/ });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    const latest = rowsOf(table)[0]!;
    expect(latest).toHaveTextContent(
      added
        ? "Permissions: added: Voucher: Delete; removed: Product: List"
        : "Permissions: removed: Product: List",
    );
    expect(latest.textContent).not.toMatch(/PRODUCT\.LIST|VOUCHER\.DELETE/);
  });
});

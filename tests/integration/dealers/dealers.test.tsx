import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "../../unit/mocks/api";
import { fill, fillNumber, formItemOf, saveButton } from "../catalogue/helpers";
import { useViewport } from "../shell/viewport";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

/**
 * The dealers: the area added by following docs/area-pattern.md (one folder, its locale files, these
 * tests and its line in resources/index.ts), with a permission area of its own.
 */
const ADMIN = "admin@demo.test";

describe("dealers", () => {
  useViewport(1440);
  it("lists the dealers by name and finds one by city on the server, the search kept in the URL", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/dealers" });
    const table = await screen.findByRole("table", { name: "Dealers" });
    expect(await within(table).findByRole("link", { name: "Kacamata Rakyat" })).toBeInTheDocument();
    expect(within(table).getByText("Rp 150.000.000")).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Search by name or city"), "Kupang{Enter}");
    await waitFor(() =>
      expect(decodeURIComponent(currentUrl())).toContain("filters[0][value]=Kupang"),
    );
    await waitFor(() =>
      expect(
        within(table).queryByRole("link", { name: "Kacamata Rakyat" }),
      ).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole("link", { name: "Optik Cahaya Timur" })).toBeInTheDocument();
  });

  it("refuses a discount past its bound on the field, keeps it as typed, and saves an empty credit limit as none", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/dealers/add" });
    await fill(user, "Dealer name", "Optik Baru Jaya");
    await fill(user, "City", "Kota Cirebon");
    await fillNumber(user, "Discount", "60");
    await user.click(saveButton());
    const discount = screen.getByLabelText("Discount");
    await waitFor(() =>
      expect(formItemOf(discount)).toHaveTextContent("Discount must be at most 50."),
    );
    expect(discount).toHaveValue("60");
    expect(db.dealers.find((dealer) => dealer.dealerName === "Optik Baru Jaya")).toBeUndefined();

    await fillNumber(user, "Discount", "12.5");
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toMatch(/^\/dealers\/dlr-/));
    const stored = db.dealers.find((dealer) => dealer.dealerName === "Optik Baru Jaya")!;
    expect(stored).toMatchObject({ discountPercent: 12.5, creditLimit: null, phone: null });
    expect(await screen.findByRole("heading", { name: "Optik Baru Jaya" })).toBeInTheDocument();
    const credit = screen.getByText("Credit limit").closest("tr")!;
    expect(within(credit).getAllByText("-").length).toBeGreaterThan(0);
  });

  it("the API refuses the same discount with 422 on the field, and stores nothing", async () => {
    const token = await signIn(ADMIN);
    const before = db.dealers.all().length;
    const refused = await api("POST", "/dealers", {
      token,
      body: { dealerName: "Optik Lain", city: "Kota Cirebon", discountPercent: 60 },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({ discountPercent: "Discount must be at most 50." });
    expect(db.dealers.all()).toHaveLength(before);
  });

  it("is in the Super Admin's menu; a role without DEALER codes sees no entry and gets the 403 page", async () => {
    const { unmount } = await renderApp({ user: ADMIN, url: "/dealers" });
    const menu = await screen.findByRole("menu", { name: "Main menu" });
    expect(await within(menu).findByRole("menuitem", { name: /Dealer/ })).toHaveClass(
      "ant-menu-item-selected",
    );
    unmount();
    await renderApp({ user: "catalog@demo.test", url: "/dealers" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    const catalogMenu = await screen.findByRole("menu", { name: "Main menu" });
    expect(within(catalogMenu).queryByRole("menuitem", { name: /Dealer/ })).not.toBeInTheDocument();
  });
});

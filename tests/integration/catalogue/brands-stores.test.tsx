import { configure, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@providers/i18n";
import { db } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, formItemOf, saveForm } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(async () => {
  await i18n.changeLanguage("en");
});

const CATALOG = "catalog@demo.test";

describe("brands", () => {
  it("creates a brand; the code is upper-cased and becomes four letters", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/brands/add" });
    await fill(user, "Brand name", "Optik Uji");
    await fill(user, "Brand code", "ujix");
    expect(screen.getByLabelText("Brand code")).toHaveValue("UJIX");
    await saveForm(user);
    await waitFor(
      () =>
        expect(db.brands.find((brand) => brand.brandCode === "UJIX")?.brandName).toBe("Optik Uji"),
      { timeout: 15000 },
    );
    await waitFor(() => expect(currentUrl()).toMatch(/^\/brands\/brd-/));
    expect(await screen.findByRole("heading", { name: "Optik Uji" })).toBeInTheDocument();
  });

  it("refuses a short code before saving, and a used code from the server, on the field", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/brands/add" });
    await fill(user, "Brand name", "Optik Kembar");
    await fill(user, "Brand code", "ab");
    await saveForm(user);
    const code = screen.getByLabelText("Brand code");
    await waitFor(() =>
      expect(formItemOf(code)).toHaveTextContent(
        "The brand code must be exactly four letters (A–Z).",
      ),
    );

    const taken = db.brands.all()[0]!.brandCode;
    await fill(user, "Brand code", taken);
    await saveForm(user);
    await waitFor(() =>
      expect(formItemOf(code)).toHaveTextContent("This brand code is already used."),
    );
    expect(screen.getByLabelText("Brand name")).toHaveValue("Optik Kembar");
  });

  it("hears the server's refusal in the staff member's language", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/brands/add" });
    await screen.findByLabelText("Brand name");
    await i18n.changeLanguage("id");
    const taken = db.brands.all()[0]!.brandCode;
    await fill(user, "Nama merek", "Optik Kembar");
    await fill(user, "Kode merek", taken);
    await saveForm(user);
    // The demo API checks the code against every brand and answers in Indonesian.
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Kode merek"))).toHaveTextContent(
        "Kode merek ini sudah dipakai.",
      ),
    );
    expect(document.body).not.toHaveTextContent("already used");
  });

  it("says what is missing in Japanese and Indonesian too", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/brands/add" });
    await screen.findByLabelText("Brand name");
    await i18n.changeLanguage("jp");
    await saveForm(user);
    expect(await screen.findByText("ブランド名は必須です。")).toBeInTheDocument();
    await i18n.changeLanguage("id");
    await saveForm(user);
    expect(await screen.findByText("Nama merek wajib diisi.")).toBeInTheDocument();
  });

  it("shows the brand's stores with their product counts, and edits are in its change log", async () => {
    const brand = db.brands.get("brd-1")!;
    const stores = db.stores.filter((store) => store.companyBrandId === brand.brandId);
    const { user } = await renderPage({ user: CATALOG, url: `/brands/${brand.brandId}` });
    const table = await screen.findByRole("table", { name: "Stores of this brand" });
    for (const store of stores)
      expect(await within(table).findByText(store.storeName)).toBeInTheDocument();
    await user.click(screen.getByText("Edit").closest("button")!);
    await fill(user, "Brand name", `${brand.brandName} Baru`);
    await saveForm(user);
    await waitFor(
      () => expect(db.brands.get(brand.brandId)!.brandName).toBe(`${brand.brandName} Baru`),
      { timeout: 15000 },
    );
    await renderPage({ user: CATALOG, url: `/brands/${brand.brandId}/change-logs` });
    const log = await screen.findByRole("table", { name: `Change log: ${brand.brandName} Baru` });
    expect(await within(log).findByText(`${brand.brandName} Baru`)).toBeInTheDocument();
    expect(within(log).getAllByText("Brand name").length).toBeGreaterThan(0);
  });
});

describe("unsaved changes", () => {
  it("asks before leaving a form with typed changes, and stays when the user declines", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = await renderApp({ user: CATALOG, url: "/brands/add" });
    await fill(user, "Brand name", "Belum Disimpan");
    // Leave through the breadcrumbs' "Brands" link.
    await user.click(
      await waitFor(() => document.querySelector<HTMLElement>('a[href="/brands"]')!),
    );
    expect(confirm).toHaveBeenCalled();
    expect(currentUrl()).toBe("/brands/add");
    expect(screen.getByLabelText("Brand name")).toHaveValue("Belum Disimpan");
    confirm.mockRestore();
  });
});

describe("stores", () => {
  it("creates a store with an address picked through the region search", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/stores/add" });
    await fill(user, "Store name", "Optik Prima Bangka");
    await fill(user, "Store code", "prim-099");
    await choose(user, "Brand", "Optik Prima");
    const region = await screen.findByLabelText("Address", { selector: "input" });
    await user.type(region, "Bangka");
    const option = await waitFor(
      () => {
        const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
          (node) => node.textContent?.startsWith("Bangka, Mampang Prapatan"),
        );
        if (
          !found ||
          getComputedStyle(found.closest(".ant-select-dropdown")!).pointerEvents === "none"
        )
          throw new Error("no region option yet");
        return found;
      },
      { timeout: 10000 },
    );
    await user.click(option);
    await fill(user, "Street and number", "Jl. Kemang Raya No. 5");
    await fill(user, "Phone", "+62 21 555 0101");
    await fill(user, "E-mail", "bangka@optikprima.co.id");
    await fill(user, "Latitude", "-6.2601");
    await fill(user, "Longitude", "106.8133");
    await saveForm(user);
    await waitFor(
      () => expect(db.stores.find((store) => store.storeCode === "PRIM-099")).toBeDefined(),
      { timeout: 15000 },
    );
    const store = db.stores.find((item) => item.storeCode === "PRIM-099")!;
    expect(store.address).toMatchObject({
      subDistrict: "Bangka",
      city: "Jakarta Selatan",
      province: "DKI Jakarta",
      postalCode: "12730",
      street: "Jl. Kemang Raya No. 5",
    });
    expect(store.openingHours).toHaveLength(7);
    await waitFor(() => expect(currentUrl()).toBe(`/stores/${store.storeId}`));
    expect(await screen.findByRole("heading", { name: "Optik Prima Bangka" })).toBeInTheDocument();
  });
});

describe("a store's address errors from the server", () => {
  it("shows an error about a part of the address on the address field, keeping what was typed", async () => {
    const { http, HttpResponse } = await import("msw");
    const { server } = await import("@/mocks/node");
    const store = db.stores.all()[0]!;
    server.use(
      http.patch("*/api/stores/:id", () =>
        HttpResponse.json(
          {
            code: "validation_error",
            message: "Some fields are not valid.",
            payload: { errors: { "address.city": "This city is not in the region list." } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderPage({ user: CATALOG, url: `/stores/${store.storeId}/edit` });
    await fill(user, "Store name", "Optik Prima Ganti Nama");
    await saveForm(user);
    const address = await screen.findByLabelText("Address", { selector: "input" });
    await waitFor(() =>
      expect(formItemOf(address)).toHaveTextContent("This city is not in the region list."),
    );
    expect(screen.getByLabelText("Store name")).toHaveValue("Optik Prima Ganti Nama");
    expect(currentUrl()).toBe(`/stores/${store.storeId}/edit`);
  });
});

import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "@/mocks/node";
import type { ProductRecord as Product } from "@resources/catalogue/schema/product";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { api, signIn } from "@tests/unit/mocks/api";
import { fill, fillNumber, formItemOf } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
// Whole forms are filled through the real UI: give each journey time on a 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const CATALOG = "catalog@demo.test";

/** A live product of type OTHER (no specifications to fill), with a sale price and a description. */
function otherProduct(): Product {
  const found = db.products.find(
    (product) => product.productType === "OTHER" && !product.isArchived,
  );
  if (!found) throw new Error("the demo data has no OTHER product for this test");
  const product = {
    ...found,
    price: 500_000,
    salePrice: 450_000,
    description: "Tali kacamata kulit.",
    variants: [],
  };
  db.products.replace(product);
  return product;
}

async function save(user: UserEvent) {
  await user.click(screen.getByText("Save").closest("button")!);
}

/** The value cell next to a label on a record's page (its bordered descriptions). */
async function shownValue(label: string) {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-descriptions-item-label")].find(
      (node) => node.textContent === label,
    );
    if (!found) throw new Error(`no "${label}" on the page`);
    return found.nextElementSibling as HTMLElement;
  });
}

/** The product's edit page as the catalogue role, once the form shows the stored record. */
async function editProduct(product: { productId: string; productName: string }) {
  const { user } = await renderPage({ user: CATALOG, url: `/products/${product.productId}/edit` });
  // The record first: a value typed before it arrives would be replaced by it.
  await waitFor(() =>
    expect(screen.getByLabelText("Product name")).toHaveValue(product.productName),
  );
  return user;
}

describe("the product form's bounds", () => {
  it("keeps a price and a stock past their bounds as typed, says the bound, and saves nothing", async () => {
    const product = otherProduct();
    const user = await editProduct(product);
    await fillNumber(user, "Price", "2000000000");
    await user.click(await screen.findByText("Add variant"));
    await fill(user, "Colour of variant 1", "Hitam");
    await fill(user, "SKU of variant 1", "TALI-HITAM");
    await fillNumber(user, "Stock of variant 1", "150000");
    await save(user);

    expect(await screen.findByText("Price must be at most Rp 1.000.000.000.")).toBeInTheDocument();
    expect(await screen.findByText("Stock must be at most 100.000.")).toBeInTheDocument();
    // Nothing clamped: both stay as typed.
    expect(screen.getByLabelText("Price")).toHaveValue("2.000.000.000");
    expect(screen.getByLabelText("Stock of variant 1")).toHaveValue("150000");
    expect(currentUrl()).toBe(`/products/${product.productId}/edit`);
    expect(db.products.get(product.productId)!.price).toBe(500_000);
  });

  it("is refused by the demo API too (422 naming the field), whatever the client", async () => {
    const product = otherProduct();
    const token = await signIn(CATALOG);
    const answer = await api("PATCH", `/products/${product.productId}`, {
      token,
      body: {
        price: 2_000_000_000,
        variants: [{ color: "Hitam", sku: "TALI-HITAM", stock: 150_000 }],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toMatchObject({
      price: "Price must be at most Rp 1.000.000.000.",
      "variants.0.stock": "Stock must be at most 100000.",
    });
    expect(db.products.get(product.productId)!.price).toBe(500_000);
  });

  it("saves an emptied sale price and description as none (null), shown as -", async () => {
    const product = otherProduct();
    const user = await editProduct(product);
    await waitFor(() => expect(screen.getByLabelText("Sale price")).toHaveValue("450.000"));
    await user.clear(screen.getByLabelText("Sale price"));
    await user.clear(screen.getByLabelText("Description"));
    await save(user);

    await waitFor(() => expect(currentUrl()).toBe(`/products/${product.productId}`), {
      timeout: 15000,
    });
    expect(db.products.get(product.productId)).toMatchObject({
      price: 500_000,
      salePrice: null,
      description: null,
    });
    expect(await shownValue("Sale price")).toHaveTextContent(/^-$/);
    expect(await shownValue("Description")).toHaveTextContent(/^-$/);
  });
});

describe("the store form's bounds", () => {
  it("keeps a latitude past 90 as typed with the bound, and the demo API answers 422 on it", async () => {
    const store = db.stores.find((row) => !row.isArchived)!;
    const { user } = await renderPage({ user: CATALOG, url: `/stores/${store.storeId}/edit` });
    // The record first: a value typed before it arrives would be replaced by it.
    await waitFor(() => expect(screen.getByLabelText("Store name")).toHaveValue(store.storeName));
    await fillNumber(user, "Latitude", "95");
    await save(user);
    const message = await screen.findByText("Latitude must be at most 90.");
    expect(formItemOf(message)).toContainElement(screen.getByLabelText("Latitude"));
    // As typed (antd pads to the step's decimals: 95.00000), not clamped to 90.
    expect(Number((screen.getByLabelText("Latitude") as HTMLInputElement).value)).toBe(95);
    expect(currentUrl()).toBe(`/stores/${store.storeId}/edit`);

    const token = await signIn(CATALOG);
    const answer = await api("PATCH", `/stores/${store.storeId}`, {
      token,
      body: { coordinates: { lat: 95, lng: 106.8 } },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toMatchObject({
      "coordinates.lat": "Latitude must be at most 90.",
    });
    expect(db.stores.get(store.storeId)!.coordinates.lat).toBe(store.coordinates.lat);
  });
});

describe("the store's opening hours", () => {
  it("refuses a closing time before the opening time, naming the day, in the form and the demo API", async () => {
    const store = db.stores.find((row) => !row.isArchived)!;
    const { user } = await renderPage({ user: CATALOG, url: `/stores/${store.storeId}/edit` });
    await waitFor(() => expect(screen.getByLabelText("Store name")).toHaveValue(store.storeName));
    const monday = store.openingHours.findIndex((row) => row.day === "MON");
    fireEvent.change(screen.getByLabelText("Monday opens at"), { target: { value: "10:00" } });
    fireEvent.change(screen.getByLabelText("Monday closes at"), { target: { value: "08:00" } });
    await save(user);
    expect(
      await screen.findByText("On Monday the closing time must be after the opening time."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Monday closes at")).toHaveValue("08:00");
    expect(currentUrl()).toBe(`/stores/${store.storeId}/edit`);

    const token = await signIn(CATALOG);
    const answer = await api("PATCH", `/stores/${store.storeId}`, {
      token,
      body: {
        openingHours: store.openingHours.map((row, i) =>
          i === monday ? { ...row, open: "10:00", close: "08:00", closed: false } : row,
        ),
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toMatchObject({
      [`openingHours.${monday}.close`]:
        "On Monday the closing time must be after the opening time.",
    });
  });
});

describe("the category form's bounds", () => {
  // Categories work by URL (their menu entry is off): the Super Admin holds their permissions.
  const ADMIN = "admin@demo.test";

  it("keeps an order of 0 as typed with the bound, and the demo API answers 422 on it", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/categories/add" });
    await fill(user, "Category name", "Kacamata Anak");
    await fillNumber(user, "Order", "0");
    await save(user);
    const message = await screen.findByText("Order must be at least 1.");
    expect(formItemOf(message)).toContainElement(screen.getByLabelText("Order"));
    expect(screen.getByLabelText("Order")).toHaveValue("0");
    expect(db.categories.find((row) => row.categoryName === "Kacamata Anak")).toBeUndefined();

    const token = await signIn(ADMIN);
    const answer = await api("POST", "/product-categories", {
      token,
      body: { categoryName: "Kacamata Anak", order: 0 },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toMatchObject({ order: "Order must be at least 1." });
  });
});

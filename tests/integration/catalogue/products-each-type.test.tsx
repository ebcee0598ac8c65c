import { configure, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { db, server } from "@/mocks/node";
import type { ProductRecord as Product } from "@resources/catalogue/schema/product";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import {
  choose,
  confirmDelete,
  fill,
  fillNumber,
  formItemOf,
  renderProductRow,
  withoutPermission,
} from "./helpers";

configure({ asyncUtilTimeout: 10000 });
// Whole forms are filled through the real UI: give each journey time on a 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const CATALOG = "catalog@demo.test";
// Deletions run as the Super Admin: whether the catalogue role may delete is the demo seed's choice.
const ADMIN = "admin@demo.test";

type OfferedType = "FRAME" | "LENSA" | "ADD_ONS" | "BUNDLING" | "OTHER";

const live = (type: OfferedType, where: (product: Product) => boolean = () => true) => {
  const found = db.products.find(
    (product) => product.productType === type && !product.isArchived && where(product),
  );
  if (!found) throw new Error(`the demo data has no ${type} product for this test`);
  return found;
};
const stored = (id: string) => db.products.get(id)!;
const specOf = (product: Product | undefined, key: string) =>
  product?.specifications.find((spec) => spec.key === key)?.value;

async function save(user: UserEvent) {
  await user.click(screen.getByText("Save").closest("button")!);
}

/** After a save, the app opens the product's page. */
async function landsOnPage(productId: string) {
  await waitFor(() => expect(currentUrl()).toBe(`/products/${productId}`), { timeout: 15000 });
}

/** The value cell next to a label on the product page (its bordered descriptions). */
async function shownValue(label: string) {
  const cell = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-descriptions-item-label")].find(
      (node) => node.textContent === label,
    );
    if (!found) throw new Error(`no "${label}" on the page`);
    return found.nextElementSibling as HTMLElement;
  });
  return cell;
}

describe("editing a product of each offered type", () => {
  it("edits a FRAME's shape and lens width", async () => {
    const product = live("FRAME");
    const shape = specOf(product, "shape") === "Oval" ? "Polygon" : "Oval";
    const width = specOf(product, "frame_dimension_lens_width") === 57 ? 58 : 57;
    const { user } = await renderPage({
      user: CATALOG,
      url: `/products/${product.productId}/edit`,
    });
    await choose(user, "Shape", shape);
    await fillNumber(user, "Lens width", String(width));
    await save(user);

    await landsOnPage(product.productId);
    await waitFor(() => expect(specOf(stored(product.productId), "shape")).toBe(shape));
    expect(specOf(stored(product.productId), "frame_dimension_lens_width")).toBe(width);
    // The other specifications are kept as they were.
    expect(specOf(stored(product.productId), "material")).toBe(specOf(product, "material"));
    expect(await shownValue("Shape")).toHaveTextContent(shape);
    expect(await shownValue("Lens width")).toHaveTextContent(`${width} mm`);
  });

  it("edits a LENSA's SPH plus and CYL minus ranges", async () => {
    const product = live("LENSA");
    const sphPlus = specOf(product, "sph_plus") as { min: number; max: number };
    const cylMinus = specOf(product, "cyl_minus") as { min: number; max: number };
    const sphMax = sphPlus.max === 9.5 ? 8.5 : 9.5;
    const cylMin = cylMinus.min === -7.25 ? -7.5 : -7.25;
    const { user } = await renderPage({
      user: CATALOG,
      url: `/products/${product.productId}/edit`,
    });
    await fillNumber(user, "SPH plus maximum", String(sphMax));
    await fillNumber(user, "CYL minus minimum", String(cylMin));
    await save(user);

    await landsOnPage(product.productId);
    await waitFor(() =>
      expect(specOf(stored(product.productId), "sph_plus")).toEqual({
        min: sphPlus.min,
        max: sphMax,
      }),
    );
    expect(specOf(stored(product.productId), "cyl_minus")).toEqual({
      min: cylMin,
      max: cylMinus.max,
    });
    expect(await shownValue("SPH plus")).toHaveTextContent(`${sphPlus.min} – ${sphMax} D`);
    expect(await shownValue("CYL minus")).toHaveTextContent(`${cylMin} – ${cylMinus.max} D`);
  });

  it("edits an ADD_ONS product's warranty", async () => {
    const product = live("ADD_ONS");
    const warranty =
      specOf(product, "warranty") === "Has Warranty" ? "No Warranty" : "Has Warranty";
    const { user } = await renderPage({
      user: CATALOG,
      url: `/products/${product.productId}/edit`,
    });
    await choose(user, "Warranty", warranty);
    await save(user);

    await landsOnPage(product.productId);
    await waitFor(() =>
      expect(
        stored(product.productId).specifications.map((spec) => [spec.key, spec.value]),
      ).toEqual([["warranty", warranty]]),
    );
    expect(await shownValue("Warranty")).toHaveTextContent(warranty);
  });

  it("edits a BUNDLING item's variant and adds a second item", async () => {
    // A bundle whose first item is a frame with more than one colour, so its variant can change.
    const frameWithColours = (id: string) => (db.products.get(id)?.variants.length ?? 0) > 1;
    const bundle = live("BUNDLING", (product) =>
      frameWithColours(product.bundleItems[0]?.productId ?? ""),
    );
    const [first, ...rest] = bundle.bundleItems;
    const frame = stored(first!.productId);
    const variant = frame.variants.find((item) => item.variantId !== first!.variantId)!;
    // The added item: a product without variants (an OTHER one), so it needs no variant.
    const addOn = live("OTHER", (product) => product.variants.length === 0);
    const { user } = await renderPage({ user: CATALOG, url: `/products/${bundle.productId}/edit` });
    await choose(user, "Variant of item 1", `${variant.color} (${variant.sku})`);
    const n = bundle.bundleItems.length + 1;
    await user.click(screen.getByRole("button", { name: /Add item/ }));
    const productBox = await screen.findByLabelText(`Product of item ${n}`, { selector: "input" });
    await user.type(productBox, addOn.sku);
    await choose(user, `Product of item ${n}`, addOn.productName);
    await save(user);

    await landsOnPage(bundle.productId);
    await waitFor(() =>
      expect(stored(bundle.productId).bundleItems).toEqual([
        { productId: frame.productId, variantId: variant.variantId },
        ...rest,
        { productId: addOn.productId, variantId: null },
      ]),
    );
    // The product page does not list bundle items: the edit form shows what was saved.
    await user.click(
      await waitFor(() => {
        const edit = document.querySelector<HTMLElement>(".refine-edit-button");
        if (!edit) throw new Error("no Edit button on the product page");
        return edit;
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe(`/products/${bundle.productId}/edit`));
    const variantBox = await screen.findByLabelText("Variant of item 1", { selector: "input" });
    await waitFor(() =>
      expect(formItemOf(variantBox)).toHaveTextContent(`${variant.color} (${variant.sku})`),
    );
    const added = await screen.findByLabelText(`Product of item ${n}`, { selector: "input" });
    await waitFor(() => expect(formItemOf(added)).toHaveTextContent(addOn.productName));
  });

  it("edits an OTHER product's name and price", async () => {
    const product = live("OTHER");
    const { user } = await renderPage({
      user: CATALOG,
      url: `/products/${product.productId}/edit`,
    });
    await fill(user, "Product name", "Tali Kacamata Diubah");
    await fillNumber(user, "Price", "987000");
    await save(user);

    await landsOnPage(product.productId);
    await waitFor(() =>
      expect(stored(product.productId)).toMatchObject({
        productName: "Tali Kacamata Diubah",
        price: 987000,
        specifications: [],
      }),
    );
    expect(
      await screen.findByRole("heading", { name: "Tali Kacamata Diubah" }),
    ).toBeInTheDocument();
    expect(await shownValue("Price")).toHaveTextContent("Rp 987.000");
  });
});

describe("deleting a product of each offered type", () => {
  it.each<[OfferedType, string]>([
    ["FRAME", "Frame"],
    ["LENSA", "Lens"],
    ["ADD_ONS", "Add-ons"],
    ["BUNDLING", "Bundling"],
    ["OTHER", "Other"],
  ])("deletes a product of type %s from its row after confirmation", async (type, label) => {
    const product = live(type);
    const { user, table, row } = await renderProductRow(ADMIN, product);
    expect(row).toHaveTextContent(label);
    await user.click(
      await within(row).findByRole("button", { name: `Delete ${product.productName}` }),
    );
    await confirmDelete(user, product.productName);
    await waitFor(() => expect(db.products.get(product.productId)).toBeUndefined());
    expect(await within(table).findByText("No records match these filters.")).toBeInTheDocument();
    expect(within(table).queryByText(product.productName)).not.toBeInTheDocument();
  });
});

describe("deleting from the edit page, and who may delete", () => {
  it("deletes a product from its edit page's Delete button and returns to the list", async () => {
    const product = live("FRAME");
    const { user } = await renderPage({ user: ADMIN, url: `/products/${product.productId}/edit` });
    await screen.findByLabelText("Product name", { selector: "input" });
    const remove = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(".refine-delete-button");
      if (!found) throw new Error("no Delete button on the edit page");
      return found;
    });
    await user.click(remove);
    await confirmDelete(user, product.productName);
    await waitFor(() => expect(db.products.get(product.productId)).toBeUndefined());
    await waitFor(() => expect(currentUrl()).toMatch(/^\/products(\?|$)/));
    const search = await screen.findByPlaceholderText("Search name or SKU");
    await user.type(search, `${product.sku}{enter}`);
    const table = await screen.findByRole("table", { name: "Products" });
    expect(await within(table).findByText("No records match these filters.")).toBeInTheDocument();
  });

  it("a role without PRODUCT.DELETE can edit but finds no Delete on the row or the edit page", async () => {
    withoutPermission("PRODUCT.DELETE");
    const product = live("OTHER");
    const { user, row } = await renderProductRow(CATALOG, product);
    // Wait for the permission answers (Edit appears), then check Delete stayed hidden.
    const edit = await within(row).findByRole("link", { name: `Edit ${product.productName}` });
    expect(
      within(row).queryByRole("button", { name: `Delete ${product.productName}` }),
    ).not.toBeInTheDocument();

    await user.click(edit);
    await waitFor(() => expect(currentUrl()).toBe(`/products/${product.productId}/edit`));
    expect(await screen.findByLabelText("Product name", { selector: "input" })).toHaveValue(
      product.productName,
    );
    // The page's header buttons are there (List, Refresh), the Delete button is not.
    await waitFor(() => expect(document.querySelector(".refine-refresh-button")).not.toBeNull());
    expect(document.querySelector(".refine-delete-button")).toBeNull();
    expect(db.products.get(product.productId)).toBeDefined();
  });
});

describe("server validation of a specification", () => {
  it("shows the server's message on that specification's field and keeps what was typed", async () => {
    const product = live("LENSA");
    const message = "SPH plus is not offered for this lens line.";
    let index = -1;
    server.use(
      http.patch(`*/products/${product.productId}`, async ({ request }) => {
        const body = (await request.json()) as { specifications: { key: string }[] };
        index = body.specifications.findIndex((spec) => spec.key === "sph_plus");
        return HttpResponse.json(
          {
            code: "validation_error",
            message: "Some fields are not valid.",
            payload: { errors: { [`specifications.${index}.value`]: message } },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = await renderPage({
      user: CATALOG,
      url: `/products/${product.productId}/edit`,
    });
    await fill(user, "Product name", "Lensa Ditolak Server");
    await fillNumber(user, "SPH plus maximum", "7.75");
    await save(user);

    const sphMax = screen.getByLabelText("SPH plus maximum", { selector: "input" });
    await waitFor(() => expect(formItemOf(sphMax)).toHaveTextContent(message));
    expect(index).toBeGreaterThanOrEqual(0);
    // On its own field only: the neighbouring range shows no such message.
    const cylMin = screen.getByLabelText("CYL minus minimum", { selector: "input" });
    expect(formItemOf(cylMin)).not.toHaveTextContent(message);
    // Nothing typed is lost, the form stays open, and nothing was stored.
    expect(sphMax).toHaveValue("7.75");
    expect(screen.getByLabelText("Product name", { selector: "input" })).toHaveValue(
      "Lensa Ditolak Server",
    );
    expect(currentUrl()).toBe(`/products/${product.productId}/edit`);
    expect(stored(product.productId).productName).toBe(product.productName);
    expect(specOf(stored(product.productId), "sph_plus")).toEqual(specOf(product, "sph_plus"));
  });
});

describe("a Bundling product's page", () => {
  it("lists its items: each product as a link, its SKU and the chosen variant", async () => {
    const bundle = live("BUNDLING", (product) =>
      product.bundleItems.some((item) => item.variantId !== null),
    );
    const item = bundle.bundleItems.find((entry) => entry.variantId !== null)!;
    const part = stored(item.productId);
    const variant = part.variants.find((entry) => entry.variantId === item.variantId)!;
    await renderPage({ user: CATALOG, url: `/products/${bundle.productId}` });
    const card = (await screen.findByText("Bundle items")).closest<HTMLElement>(".ant-card")!;
    const link = await within(card).findByRole("link", { name: part.productName });
    expect(link).toHaveAttribute("href", `/products/${part.productId}`);
    const row = link.closest("tr")!;
    expect(row).toHaveTextContent(part.sku);
    expect(row).toHaveTextContent(`${variant.color} (${variant.sku})`);
  });
});

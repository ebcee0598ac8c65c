import { configure, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, fillNumber, formItemOf } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
// Whole forms are filled through the real UI: give each journey time on a 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const CATALOG = "catalog@demo.test";

async function fillGeneral(
  user: UserEvent,
  { type, name, sku }: { type: string; name: string; sku: string },
) {
  await choose(user, "Type", type);
  await fill(user, "Product name", name);
  await fill(user, "SKU", sku);
  await choose(user, "Brand", "Optik Prima");
  await fillNumber(user, "Price", "1250000");
}

async function fillRange(user: UserEvent, label: string, min: string, max: string) {
  await fillNumber(user, `${label} minimum`, min);
  await fillNumber(user, `${label} maximum`, max);
}

async function save(user: UserEvent) {
  await user.click(screen.getByText("Save").closest("button")!);
}

const created = (sku: string) => db.products.find((product) => product.sku === sku);
const spec = (sku: string, key: string) =>
  created(sku)?.specifications.find((item) => item.key === key)?.value;

describe("creating a product of each offered type", () => {
  it("creates a LENSA with its ranges and lands on its page", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Lens", name: "Lensa Uji Progresif", sku: "TEST-LN-001" });
    await choose(user, "Personalization", "Work");
    await fillRange(user, "SPH minus", "-8", "0");
    await fillRange(user, "SPH plus", "0", "6");
    await fillRange(user, "CYL minus", "-4", "0");
    await fillRange(user, "Addition", "0.75", "3");
    await choose(user, "Power combination type", "Nilai Mutlak");
    await fillNumber(user, "Power combination", "10");
    await save(user);

    await waitFor(() => expect(currentUrl()).toMatch(/^\/products\/prd-[^/]+$/), {
      timeout: 15000,
    });
    expect(await screen.findByRole("heading", { name: "Lensa Uji Progresif" })).toBeInTheDocument();
    expect(spec("TEST-LN-001", "sph_minus")).toEqual({ min: -8, max: 0 });
    expect(spec("TEST-LN-001", "addition")).toEqual({ min: 0.75, max: 3 });
    expect(spec("TEST-LN-001", "lens_type")).toBe("Progresif");
    expect(spec("TEST-LN-001", "power_combination")).toBe(10);
    expect(created("TEST-LN-001")?.price).toBe(1250000);
  });

  it("creates a FRAME with its required selects and dimensions", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Frame", name: "Frame Uji Bulat", sku: "TEST-FR-001" });
    // Defaults already chosen: originality "Housebrand Ori", for_gender "All".
    await choose(user, "Shape", "Round");
    await choose(user, "Personalization", "Casual");
    await choose(user, "Material", "Metal");
    await fillNumber(user, "Lens width", "52");
    await fillNumber(user, "Lens height", "40");
    await fillNumber(user, "Bridge", "18");
    await fillNumber(user, "Temple", "140");
    await save(user);

    await waitFor(() => expect(created("TEST-FR-001")).toBeDefined(), { timeout: 15000 });
    expect(spec("TEST-FR-001", "originality")).toBe("Housebrand Ori");
    expect(spec("TEST-FR-001", "for_gender")).toBe("All");
    expect(spec("TEST-FR-001", "shape")).toBe("Round");
    expect(spec("TEST-FR-001", "frame_dimension_temple")).toBe(140);
    expect(await screen.findByRole("heading", { name: "Frame Uji Bulat" })).toBeInTheDocument();
  });

  it("creates ADD_ONS (warranty only) and OTHER (no specifications)", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Add-ons", name: "Lap Microfiber Uji", sku: "TEST-AD-001" });
    await choose(user, "Warranty", "Has Warranty");
    await save(user);
    await waitFor(
      () =>
        expect(
          created("TEST-AD-001")?.specifications.map((item) => [item.key, item.value]),
        ).toEqual([["warranty", "Has Warranty"]]),
      {
        timeout: 15000,
      },
    );
  });

  it("creates OTHER without specifications", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Other", name: "Tali Kacamata Uji", sku: "TEST-OT-001" });
    expect(screen.getByText("This type has no specifications.")).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(created("TEST-OT-001")?.specifications).toEqual([]), {
      timeout: 15000,
    });
  });

  it("creates a BUNDLING from another product with one variant and no category field", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Bundling", name: "Paket Uji", sku: "TEST-BD-001" });
    expect(screen.queryByLabelText(/category/i)).not.toBeInTheDocument();
    const frame = db.products.find(
      (product) => product.productType === "FRAME" && product.variants.length > 0,
    )!;
    await user.click(screen.getByRole("button", { name: /Add item/ }));
    const productBox = await screen.findByLabelText("Product of item 1", { selector: "input" });
    await user.type(productBox, frame.sku);
    await choose(user, "Product of item 1", frame.productName);
    const variant = frame.variants[0]!;
    await choose(user, "Variant of item 1", `${variant.color} (${variant.sku})`);
    await save(user);
    await waitFor(
      () =>
        expect(created("TEST-BD-001")?.bundleItems).toEqual([
          { productId: frame.productId, variantId: variant.variantId },
        ]),
      {
        timeout: 15000,
      },
    );
  });
});

describe("the product form", () => {
  it("refuses a range whose minimum is above its maximum, and a value off the step", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Lens", name: "Lensa Salah", sku: "TEST-LN-BAD" });
    await fillRange(user, "SPH minus", "-1", "-3");
    await fillRange(user, "Addition", "0.1", "2");
    await save(user);
    expect(
      await screen.findByText("SPH minus: the minimum must not be greater than the maximum."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Addition minimum must be in steps of 0.25."),
    ).toBeInTheDocument();
    expect(created("TEST-LN-BAD")).toBeUndefined();
  });

  it("shows the server's errors on their fields and keeps what was typed", async () => {
    const taken = db.products.all()[0]!.sku;
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await fillGeneral(user, { type: "Other", name: "Produk Duplikat", sku: taken });
    await save(user);
    const sku = screen.getByLabelText("SKU");
    await waitFor(() => expect(formItemOf(sku)).toHaveTextContent("This SKU is already used."));
    expect(sku).toHaveValue(taken);
    expect(screen.getByLabelText("Product name")).toHaveValue("Produk Duplikat");
    expect(currentUrl()).toBe("/products/add");
  });

  it("replaces the default specifications on a type switch only after confirming, keeping custom ones", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await choose(user, "Type", "Lens");
    await fillRange(user, "SPH minus", "-5", "0");
    // A custom specification: key, label, input type, options, required.
    await user.click(screen.getByRole("button", { name: /Add specification/ }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByRole("textbox", { name: "Key" }), "coating");
    await user.type(dialog.getByRole("textbox", { name: "Label" }), "Coating");
    const options = dialog.getByRole("combobox", { name: "Options" });
    await user.type(options, "Blue cut{enter}Photochromic{enter}");
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(
      await screen.findByRole("button", { name: "Remove specification Coating" }),
    ).toBeInTheDocument();
    // Default specifications have no remove button.
    expect(
      screen.queryByRole("button", { name: /Remove specification SPH minus/ }),
    ).not.toBeInTheDocument();

    // Cancelling keeps everything.
    await choose(user, "Type", "Frame");
    const confirm = within(
      (await screen.findAllByText("Change the type to Frame?"))
        .at(-1)!
        .closest<HTMLElement>(".ant-modal")!,
    );
    await user.click(confirm.getByText("Cancel").closest("button")!);
    expect(screen.getByLabelText("SPH minus minimum")).toHaveValue("-5.00");

    await choose(user, "Type", "Frame");
    const again = within(
      (await screen.findAllByText("Change the type to Frame?"))
        .at(-1)!
        .closest<HTMLElement>(".ant-modal")!,
    );
    await user.click(again.getByText("Change type").closest("button")!);
    await waitFor(() =>
      expect(screen.queryByLabelText("SPH minus minimum")).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText("Shape", { selector: "input" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Remove specification Coating" }),
    ).toBeInTheDocument();
  });

  it("asks before a switch away from Bundling would drop its items, and lets nothing go without it", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await choose(user, "Type", "Bundling");
    await user.click(screen.getByRole("button", { name: /Add item/ }));
    await screen.findByLabelText("Product of item 1", { selector: "input" });
    // Bundling has no default specifications: the items are what a switch would lose.
    await choose(user, "Type", "Other");
    const confirm = within(
      (await screen.findAllByText("Change the type to Other?"))
        .at(-1)!
        .closest<HTMLElement>(".ant-modal")!,
    );
    expect(
      confirm.getByText(
        "Its bundle items are only kept for Bundling products: they are removed when you save.",
      ),
    ).toBeInTheDocument();
    // The specifications part is not claimed: Bundling had none.
    expect(confirm.queryByText(/default specifications/)).not.toBeInTheDocument();
    await user.click(confirm.getByText("Cancel").closest("button")!);
    expect(screen.getByLabelText("Product of item 1", { selector: "input" })).toBeInTheDocument();
  });

  it("refuses the CYL plus specification as a custom key", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/products/add" });
    await choose(user, "Type", "Lens");
    await user.click(screen.getByRole("button", { name: /Add specification/ }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByRole("textbox", { name: "Key" }), "cyl_plus");
    await user.type(dialog.getByRole("textbox", { name: "Label" }), "CYL Plus");
    await user.click(dialog.getByRole("button", { name: "Add" }));
    expect(
      await dialog.findByText("The CYL plus specification is not offered."),
    ).toBeInTheDocument();
  });
});

import { configure, screen, waitFor } from "@testing-library/react";
import { matchLensForPrescription } from "@resources/catalogue/lib/lens-match";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fillNumber, rowsOf } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const CATALOG = "catalog@demo.test";

describe("the prescription checker", () => {
  it("lists the lenses that can be made for a prescription and explains the others", async () => {
    const prescription = { right: { sph: -2, cyl: -0.5 }, left: { sph: -7.5 } };
    const lenses = db.products.filter(
      (product) => product.productType === "LENSA" && !product.isArchived,
    );
    const suitable = lenses.filter(
      (product) => matchLensForPrescription(product, prescription).suitable,
    );
    const unsuitable = lenses.find(
      (product) => !matchLensForPrescription(product, prescription).suitable,
    )!;
    expect(suitable.length).toBeGreaterThan(0);

    const { user } = await renderPage({ user: CATALOG, url: "/simulate-prescription-checker" });
    await fillNumber(user, "SPH Right eye (R)", "-2");
    await fillNumber(user, "CYL Right eye (R)", "-0.5");
    await fillNumber(user, "SPH Left eye (L)", "-7.5");
    await user.click(screen.getByText("Check lenses").closest("button")!);

    expect(
      await screen.findByText(
        `${suitable.length} of ${lenses.length} lenses can be made for this prescription.`,
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Lenses for this prescription" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(rowsOf(table)[0]).toHaveTextContent("Suitable");

    await user.type(screen.getByPlaceholderText("Search lens"), `${unsuitable.sku}{enter}`);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    const row = rowsOf(table)[0]!;
    expect(row).toHaveTextContent("Not suitable");
    const reason = matchLensForPrescription(unsuitable, prescription).reasons[0]!;
    if (reason.code === "outOfRange") {
      expect(row).toHaveTextContent(
        new RegExp(`is outside ${reason.params.min} … ${reason.params.max}`),
      );
    } else {
      expect(row).toHaveTextContent(/exceeds the power combination|plus cylinder/);
    }
  });

  it("refuses implausible values before checking", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/simulate-prescription-checker" });
    await fillNumber(user, "SPH Right eye (R)", "-125");
    await user.click(screen.getByText("Check lenses").closest("button")!);
    // The schema's wording: the bound the value passed, and the value stays as typed.
    expect(await screen.findByText("SPH Right eye (R) must be at least -20.")).toBeInTheDocument();
    expect(screen.getByLabelText("SPH Right eye (R)")).toHaveValue("-125.00");
    expect(await screen.findByText("SPH Left eye (L) is required.")).toBeInTheDocument();
  });
});

describe("change logs", () => {
  it("filters the product change log by action, in the URL", async () => {
    const { user } = await renderPage({ user: CATALOG, url: "/product-change-logs" });
    const table = await screen.findByRole("table", { name: "Product change log" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    const box = screen.getByLabelText("Action", { selector: "input" });
    await user.click(box);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
        (node) => node.title === "Created",
      );
      if (!found) throw new Error("no option");
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(decodeURIComponent(currentUrl())).toContain("[field]=action"));
    await waitFor(() => {
      const rows = rowsOf(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent("Created");
    });
  });
});

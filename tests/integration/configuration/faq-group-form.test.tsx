import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, fillNumber, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

describe("the FAQ group form", () => {
  it("shows the server's refusal on its field, keeps what was typed, then saves and lists the group last", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/faq-group/add" });
    await fill(user, "Name (Indonesian)", "Lensa Kontak");
    await fill(user, "Name (English)", "orders");
    await user.click(saveButton());

    const english = screen.getByLabelText("Name (English)", { selector: "input" });
    await waitFor(() =>
      expect(
        within(formItemOf(english)).getByText("This group name is already used."),
      ).toBeVisible(),
    );
    expect(screen.getByLabelText("Name (Indonesian)", { selector: "input" })).toHaveValue(
      "Lensa Kontak",
    );
    expect(db.faqGroups.all()).toHaveLength(6);

    await fill(user, "Name (English)", "Contact lenses");
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/faq-group"));
    const created = db.faqGroups.find((row) => row.nameEn === "Contact lenses")!;
    expect(created).toMatchObject({
      nameId: "Lensa Kontak",
      order: 7,
      icon: "question",
      isActive: true,
    });
  });

  it("keeps an order past its bound as typed, with the bound in the field's message, and the API refuses it on the field", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/faq-group/add" });
    await fill(user, "Name (Indonesian)", "Lensa Kontak");
    await fill(user, "Name (English)", "Contact lenses");
    await fillNumber(user, "Order", "20000");
    await user.click(saveButton());
    const order = screen.getByLabelText("Order", { selector: "input" });
    expect(
      await within(formItemOf(order)).findByText("Order must be at most 10.000."),
    ).toBeInTheDocument();
    // Not clamped to 10.000: what was typed stays, and nothing was saved.
    expect((order as HTMLInputElement).value).toMatch(/^20\.?000$/);
    expect(db.faqGroups.all()).toHaveLength(6);

    const { apiRequest } = await import("@providers/data/http");
    const refused = await apiRequest("POST", "/faq-groups", {
      body: { nameId: "Lensa Kontak", nameEn: "Contact lenses", order: 20_000 },
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 422,
      errors: { order: "Order must be at most 10000." },
    });
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

describe("the FAQ group form", () => {
  it("shows the server's refusal on its field, keeps what was typed, then saves and lists the group last", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/faq-group/add" });
    // No order to type: a new group goes last, and the group list moves it (docs/configuration.md).
    await screen.findByLabelText("Name (English)", { selector: "input" });
    expect(screen.queryByLabelText("Order")).toBeNull();
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
});

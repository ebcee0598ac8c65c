import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { fill, saveButton } from "./helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

describe("two people editing the same record", () => {
  it("refuses the later save, keeps what was typed, and reloads the other person's version on request", async () => {
    const { user } = await renderPage({ user: "catalog@demo.test", url: "/brands/brd-2/edit" });
    await waitFor(() =>
      expect(screen.getByLabelText("Brand name")).toHaveValue("Kacamata Nusantara"),
    );

    // Someone else saves the brand while this form is open.
    const brand = db.brands.get("brd-2")!;
    db.brands.replace({
      ...brand,
      description: "Changed by a colleague.",
      updatedAt: new Date(Date.parse(brand.updatedAt) + 60_000).toISOString(),
    });

    await fill(user, "Brand name", "Kacamata Nusantara Baru");
    await user.click(saveButton());
    const alert = (
      await screen.findByText("Someone else changed this record")
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent("What you typed is still here");
    expect(screen.getByLabelText("Brand name")).toHaveValue("Kacamata Nusantara Baru");
    expect(db.brands.get("brd-2")!.brandName).toBe("Kacamata Nusantara");

    await user.click(within(alert).getByRole("button", { name: "Reload their version" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Description")).toHaveValue("Changed by a colleague."),
    );
    expect(screen.getByLabelText("Brand name")).toHaveValue("Kacamata Nusantara");
    expect(screen.queryByText("Someone else changed this record")).not.toBeInTheDocument();

    // Saved on top of their version, the change goes through.
    await fill(user, "Brand name", "Kacamata Nusantara Baru");
    await user.click(saveButton());
    await waitFor(() => expect(db.brands.get("brd-2")!.brandName).toBe("Kacamata Nusantara Baru"));
    expect(db.brands.get("brd-2")!.description).toBe("Changed by a colleague.");
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const row = (n: number) => screen.getByRole("group", { name: `Link ${n}` });
const stored = () => db.appConfigs.get("OMNICARE_LINKS")!.value as unknown;

describe("the Omnicare links", () => {
  it("lists the stored links, validates, adds, removes and saves them in order", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-omnicare-links" });
    await screen.findByRole("group", { name: "Link 1" });
    expect(screen.getAllByRole("group", { name: /^Link \d+$/ })).toHaveLength(4);
    expect(within(row(1)).getByLabelText("Key")).toHaveValue("whatsapp");
    expect(within(row(1)).getByLabelText("Label")).toHaveValue("Whatsapp");
    const tryFirst = within(row(1)).getByRole("link", { name: /^Try link 1/ });
    expect(tryFirst).toHaveAttribute("href", "https://wa.me/6281234567890");
    expect(tryFirst).toHaveAttribute("target", "_blank");
    expect(tryFirst).toHaveAttribute("rel", "noopener noreferrer");

    await user.click(screen.getByRole("button", { name: "Add link" }));
    const added = row(5);
    await user.type(within(added).getByLabelText("Key"), "instagram");
    await user.type(within(added).getByLabelText("Label"), "TikTok");
    await user.type(within(added).getByLabelText("URL"), "http://tiktok.com/@optikprima");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(added).findByText("Another link has this key.")).toBeInTheDocument();
    expect(await within(added).findByText("Enter a full https:// address.")).toBeInTheDocument();
    expect(within(added).queryByRole("link", { name: /^Try link 5/ })).toBeNull();

    await user.clear(within(added).getByLabelText("Key"));
    await user.type(within(added).getByLabelText("Key"), "tiktok");
    await user.clear(within(added).getByLabelText("URL"));
    await user.type(within(added).getByLabelText("URL"), "https://www.tiktok.com/@optikprima");
    await user.click(screen.getByRole("button", { name: "Remove link 2" }));
    await user.click(screen.getByRole("button", { name: "Move link 4 up" }));
    expect(within(row(3)).getByLabelText("Key")).toHaveValue("tiktok");
    expect(screen.getByRole("button", { name: "Move link 1 up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(stored()).toEqual([
      { key: "whatsapp", label: "Whatsapp", url: "https://wa.me/6281234567890" },
      { key: "tokopedia", label: "Tokopedia", url: "https://tokopedia.com/optikprima" },
      { key: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@optikprima" },
      { key: "shopee", label: "Shopee", url: "https://shopee.co.id/optikprima" },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId("settings-last-changed")).toHaveTextContent(/by Alice Admin\.$/),
    );
  });

  it("shows an empty state when there are no links", async () => {
    const config = db.appConfigs.get("OMNICARE_LINKS")!;
    db.appConfigs.replace({ ...config, value: [] });
    await renderPage({ user: ADMIN, url: "/config-omnicare-links" });
    expect(await screen.findByText("No links yet. Add the first one.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add link" })).toBeInTheDocument();
  });
});

import { configure, screen, waitFor } from "@testing-library/react";
import { i18n } from "@providers/i18n";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(async () => {
  await i18n.changeLanguage("en");
});

const ADMIN = "admin@demo.test";
const contact = () => db.appConfigs.get("CONTACT_US")!.value as Record<string, string | null>;

describe("contact us", () => {
  it("saves the contact details; the WhatsApp number links to a chat; who changed it shows", async () => {
    const changes = () =>
      db.changeLogs.filter((log) => log.entity === "contact-us" && log.entityId === "CONTACT_US")
        .length;
    const changesBefore = changes();
    const { user } = await renderPage({ user: ADMIN, url: "/config-contact-us" });
    await waitFor(() =>
      expect(screen.getByLabelText("Customer service phone")).toHaveValue("+62 21-5000-1234"),
    );
    expect(screen.getByRole("link", { name: /Open a WhatsApp chat/ })).toHaveAttribute(
      "href",
      "https://wa.me/6281234567890",
    );
    await fill(user, "WhatsApp number", "+62 811 2222 3333");
    expect(screen.getByRole("link", { name: /Open a WhatsApp chat/ })).toHaveAttribute(
      "href",
      "https://wa.me/6281122223333",
    );
    await fill(user, "Opening hours", "Mon–Sat 09:00–18:00");
    await fill(user, "Instagram", "https://instagram.com/optikprima.id");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(contact().whatsapp).toBe("+6281122223333"));
    expect(contact().openingHours).toBe("Mon–Sat 09:00–18:00");
    expect(contact().instagram).toBe("https://instagram.com/optikprima.id");
    expect(await screen.findByText(/Last changed by .+ on/)).toBeInTheDocument();
    // One save, one change: the button does not send the form twice.
    expect(changes()).toBe(changesBefore + 1);
  });

  it("saves an emptied opening hours and social address as none (null), not an empty text", async () => {
    const config = db.appConfigs.get("CONTACT_US")!;
    db.appConfigs.replace({
      ...config,
      value: {
        ...contact(),
        openingHours: "Mon–Sat 09:00–18:00",
        facebook: "https://fb.com/optik",
      },
    });
    const { user } = await renderPage({ user: ADMIN, url: "/config-contact-us" });
    await waitFor(() =>
      expect(screen.getByLabelText("Opening hours")).toHaveValue("Mon–Sat 09:00–18:00"),
    );
    await user.clear(screen.getByLabelText("Opening hours"));
    await user.clear(screen.getByLabelText("Facebook"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(contact().openingHours).toBeNull());
    expect(contact().facebook).toBeNull();
    expect(screen.getByLabelText("Opening hours")).toHaveValue("");
  });

  it("someone else saved first: the save is refused with a warning, what was typed stays until Reload", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-contact-us" });
    await waitFor(() =>
      expect(screen.getByLabelText("Customer service phone")).toHaveValue("+62 21-5000-1234"),
    );
    // Another admin saves a new address after this page loaded.
    const theirs = db.appConfigs.get("CONTACT_US")!;
    db.appConfigs.update("CONTACT_US", {
      value: { ...(theirs.value as object), address: "Jl. Their Version 1, Jakarta" },
      updatedAt: new Date(Date.parse(theirs.updatedAt) + 60_000).toISOString(),
    });
    await fill(user, "Opening hours", "Every day 10:00–21:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else changed these settings")).toBeInTheDocument();
    expect(contact().openingHours).not.toBe("Every day 10:00–21:00");
    expect(contact().address).toBe("Jl. Their Version 1, Jakarta");
    // Nothing typed is lost, and the page does not swap in their version behind the user's back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByLabelText("Opening hours")).toHaveValue("Every day 10:00–21:00");
    expect(screen.getByLabelText("Head-office address")).not.toHaveValue(
      "Jl. Their Version 1, Jakarta",
    );

    await user.click(screen.getByRole("button", { name: "Reload their version" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Head-office address")).toHaveValue(
        "Jl. Their Version 1, Jakarta",
      ),
    );
    expect(screen.queryByText("Someone else changed these settings")).not.toBeInTheDocument();
  });

  it("checks the WhatsApp format and each social link before saving", async () => {
    const before = { ...contact() };
    const { user } = await renderPage({ user: ADMIN, url: "/config-contact-us" });
    await waitFor(() => expect(screen.getByLabelText("E-mail")).not.toHaveValue(""));
    await fill(user, "WhatsApp number", "0812345678");
    await fill(user, "Facebook", "facebook.com/optik");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("WhatsApp number"))).toHaveTextContent(
        "Enter the WhatsApp number as +62 followed by 8 to 13 digits.",
      ),
    );
    expect(formItemOf(screen.getByLabelText("Facebook"))).toHaveTextContent(
      "Facebook must be a web address starting with https://.",
    );
    expect(contact()).toEqual(before);
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-contact-us" });
    await waitFor(() => expect(screen.getByLabelText("E-mail")).not.toHaveValue(""));
    await fill(user, "Customer service phone", "call us");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Customer service phone"))).toHaveTextContent(
        "Please enter a valid phone number.",
      ),
    );
    expect(contact().phone).toBe("+622150001234");
    expect(screen.getByLabelText("Customer service phone")).toHaveValue("call us");
  });
});

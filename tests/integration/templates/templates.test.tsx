import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveButton } from "../catalog/helpers";

configure({ asyncUtilTimeout: 10000 });
// jsdom lays nothing out: ProseMirror scrolls the cursor into view after an insert and asks a text
// node (or a range) for its rectangles, which jsdom lacks.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Text.prototype, Range.prototype] as unknown as Record<string, unknown>[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= emptyRect;
}
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const find = (event: string, channel: string) =>
  db.templateMessages.find((row) => row.event === event && row.channel === channel)!;

async function chooseVariable(
  user: { click: (element: Element) => Promise<void> },
  field: string,
  variable: string,
) {
  await user.click(screen.getByRole("button", { name: `Insert variable into ${field}` }));
  await user.click(
    await screen.findByRole("menuitem", { name: new RegExp(variable.replace(/[{}.]/g, "\\$&")) }),
  );
}

describe("message templates", () => {
  it("lists each channel on its own tab, kept in the URL", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/template-message" });
    expect(await screen.findByRole("link", { name: "Order shipped" })).toBeInTheDocument();
    expect(screen.getByText("Pesanan {{transaction.code}} sedang dikirim")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Push notification" }));
    expect(await screen.findByText("Anda mendapat {{points}} poin!")).toBeInTheDocument();
    expect(currentUrl()).toContain("tab=push_notification");
    expect(
      screen.queryByText("Pesanan {{transaction.code}} sedang dikirim"),
    ).not.toBeInTheDocument();
  });

  it("push editor: a variable goes in at the cursor, the phone preview and counter follow, a test lands in the outbox", async () => {
    const template = find("POINTS_ADDED", "PUSH_NOTIFICATION");
    const { user } = await renderPage({
      user: ADMIN,
      url: `/template-message/${template.templateId}/edit`,
    });
    const title = (await screen.findByLabelText("Indonesian title")) as HTMLInputElement;
    await waitFor(() => expect(title).toHaveValue("Anda mendapat {{points}} poin!"));
    await fill(user, "Indonesian title", "Poin untuk Anda");
    title.setSelectionRange(4, 4); // "Poin| untuk Anda"
    await chooseVariable(user, "Indonesian title", "{{loyalty.tierName}}");
    await waitFor(() => expect(title).toHaveValue("Poin{{loyalty.tierName}} untuk Anda"));
    expect(formItemOf(title)).toHaveTextContent("35 / 65");
    const phone = screen.getByRole("region", { name: "Push notification preview" });
    expect(phone).toHaveTextContent("PoinGold untuk Anda");
    expect(phone).toHaveTextContent(
      "Halo Sari, 1.500 poin masuk ke akun Anda. Saldo sekarang 12.750 poin.",
    );

    await user.click(screen.getByRole("button", { name: "Send a test to me" }));
    expect(
      await screen.findByText(
        /Test push notification "PoinGold untuk Anda" \(Indonesian\) sent to admin@demo.test/,
      ),
    ).toBeInTheDocument();
    expect(db.outbox.all().at(-1)).toMatchObject({
      to: ADMIN,
      subject: "[Test push] PoinGold untuk Anda",
    });
    // The test sent the draft: nothing is saved until Save.
    expect(db.templateMessages.get(template.templateId)!.titleId).toBe(
      "Anda mendapat {{points}} poin!",
    );
  });

  it("refuses an unknown variable on the field that holds it, and sends no test with it", async () => {
    const template = find("POINTS_ADDED", "PUSH_NOTIFICATION");
    const mails = db.outbox.all().length;
    const { user } = await renderPage({
      user: ADMIN,
      url: `/template-message/${template.templateId}/edit`,
    });
    await waitFor(() => expect(screen.getByLabelText("Indonesian body")).not.toHaveValue(""));
    await user.click(screen.getByRole("tab", { name: "English" }));
    await fill(user, "English body", "Hi {{customer.nickname}}, +{{points}}");
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("English body"))).toHaveTextContent(
        "This event does not offer {{customer.nickname}}.",
      ),
    );
    expect(formItemOf(screen.getByLabelText("English title"))).not.toHaveTextContent(
      "does not offer",
    );
    expect(db.templateMessages.get(template.templateId)!.bodyEn).toBe(template.bodyEn);
    await user.click(screen.getByRole("button", { name: "Send a test to me" }));
    expect(
      await screen.findByText(/No test was sent: correct the marked fields first/),
    ).toBeInTheDocument();
    expect(db.outbox.all().length).toBe(mails);
  });

  it("e-mail editor: a variable goes into the rich-text body; the mail preview shows subject, sender and sample data; saving stores it", async () => {
    const template = find("ORDER_PAID", "EMAIL");
    const { user } = await renderPage({
      user: ADMIN,
      url: `/template-message/${template.templateId}/edit`,
    });
    const mail = await screen.findByRole("region", { name: "E-mail preview" });
    await waitFor(() =>
      expect(
        within(mail).getByRole("heading", { name: "Pembayaran pesanan OPT-2611-00482 berhasil" }),
      ).toBeInTheDocument(),
    );
    expect(mail).toHaveTextContent("Optik Prima <no-reply@optikprima.co.id>");
    expect(mail).toHaveTextContent("Rp1.250.000");
    expect(mail).not.toHaveTextContent("sari.wulandari@example.com</");
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Insert variable into Indonesian body" }),
      ).toBeEnabled(),
    );
    await chooseVariable(user, "Indonesian body", "{{customer.email}}");
    await waitFor(() =>
      expect(mail.querySelector(".tm-mail-body")).toHaveTextContent("sari.wulandari@example.com"),
    );
    await user.click(saveButton());
    await waitFor(() =>
      expect(db.templateMessages.get(template.templateId)!.bodyId).toContain("{{customer.email}}"),
    );
    await waitFor(() => expect(currentUrl()).toBe(`/template-message/${template.templateId}`));
  });
});

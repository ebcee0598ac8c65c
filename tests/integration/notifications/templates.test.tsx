import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 15000 });
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
  await user.click(
    await screen.findByLabelText(`Insert variable into ${field}`, { selector: "button" }),
  );
  await user.click(await screen.findByText(variable, { selector: "[role=menuitem] code" }));
}

describe("message templates", () => {
  it("lists each channel on its own tab, kept in the URL", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/template-message" });
    expect(await screen.findByText("Order shipped", { selector: "a" })).toBeInTheDocument();
    expect(screen.getByText("Pesanan {{transaction.code}} sedang dikirim")).toBeInTheDocument();
    await user.click(screen.getByText("Push notification", { selector: "[role=tab]" }));
    expect(await screen.findByText("Anda mendapat {{points}} poin!")).toBeInTheDocument();
    expect(currentUrl()).toContain("tab=push_notification");
    expect(
      screen.queryByText("Pesanan {{transaction.code}} sedang dikirim"),
    ).not.toBeInTheDocument();
  });

  it("push editor: a variable goes in at the cursor, the phone preview and counter follow, a test lands in the outbox; an unknown variable is refused on its field", async () => {
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
    const phone = screen.getByLabelText("Push notification preview", { selector: "section" });
    expect(phone).toHaveTextContent("PoinGold untuk Anda");
    expect(phone).toHaveTextContent(
      "Halo Sari, 1.500 poin masuk ke akun Anda. Saldo sekarang 12.750 poin.",
    );

    await user.click(screen.getByText("Send a test to me").closest("button")!);
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

    // An unknown variable is refused on the field that holds it; no test goes out with it.
    const mails = db.outbox.all().length;
    await user.click(screen.getByText("English", { selector: "[role=tab]" }));
    await fill(user, "English body", "Hi {{customer.nickname}}, +{{points}}");
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("English body"))).toHaveTextContent(
        "Unknown variable {{customer.nickname}}: this event does not offer it.",
      ),
    );
    expect(formItemOf(screen.getByLabelText("English title"))).not.toHaveTextContent(
      "does not offer",
    );
    expect(db.templateMessages.get(template.templateId)!.bodyEn).toBe(template.bodyEn);
    await user.click(screen.getByText("Send a test to me").closest("button")!);
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
    const mail = await screen.findByLabelText("E-mail preview", { selector: "section" });
    await waitFor(() =>
      expect(
        within(mail).getByText("Pembayaran pesanan OPT-2611-00482 berhasil", { selector: "h3" }),
      ).toBeInTheDocument(),
    );
    expect(mail).toHaveTextContent("Optik Prima <no-reply@optikprima.co.id>");
    expect(mail).toHaveTextContent("Rp1.250.000");
    expect(mail).not.toHaveTextContent("sari.wulandari@example.com</");
    await waitFor(() =>
      expect(
        screen.getByLabelText("Insert variable into Indonesian body", { selector: "button" }),
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

  it("a role that may only read templates sees no Edit and no test send; one without the area gets the 403 page", async () => {
    const template = find("ORDER_SHIPPED", "PUSH_NOTIFICATION");
    const role = db.roles.get("rol-catalog")!;
    db.roles.update(role.roleId, {
      permissions: [...role.permissions, "TEMPLATE_MESSAGE.LIST", "TEMPLATE_MESSAGE.DETAIL"],
    });
    const { unmount } = await renderPage({
      user: "catalog@demo.test",
      url: `/template-message/${template.templateId}`,
    });
    expect(
      await screen.findByLabelText("Push notification preview", { selector: "section" }),
    ).toHaveTextContent("Pesanan OPT-2611-00482 dikirim dengan JNE.");
    expect(screen.queryByText("Send a test to me")).not.toBeInTheDocument();
    expect(screen.queryByText("Edit", { selector: "a *" })).not.toBeInTheDocument();
    unmount();
    db.roles.update(role.roleId, { permissions: role.permissions });
    await renderPage({ user: "catalog@demo.test", url: "/template-message" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
  });
});

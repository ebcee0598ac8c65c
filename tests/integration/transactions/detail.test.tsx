import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { i18n } from "@providers/i18n";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const find = (status: string, deliveryType: string) =>
  db.transactions.find((trx) => trx.status === status && trx.deliveryType === deliveryType)!;
const timeline = () => screen.getByTestId("status-timeline");
// Label queries: role queries compute the whole accessibility tree, seconds on a page this size.
const statusForm = () =>
  screen.getByLabelText<HTMLFormElement>("Change the status", { selector: "form" });
const choices = () =>
  [...statusForm().querySelectorAll("label.ant-radio-button-wrapper")].map(
    (label) => label.textContent,
  );
const submitButton = () =>
  within(statusForm()).getByText("Change the status", { selector: "button span" });

describe("a transaction's detail and its status moves", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("writes what the system did and the courier in words, in the reader's language", async () => {
    const order = db.transactions.find(
      (trx) =>
        trx.shipping?.courier === "biteship.grab_express" &&
        trx.shipping.service === "INSTANT" &&
        trx.statusHistory.some((step) => step.noteKey === "PAYMENT_CONFIRMED"),
    )!;
    await renderPage({ user: ADMIN, url: `/transactions/${order.transactionId}` });
    const history = await screen.findByTestId("status-timeline");
    expect(history).toHaveTextContent("Order placed in the app.");
    expect(history).toHaveTextContent("Payment confirmed by the payment gateway.");
    expect(history).toHaveTextContent("by System,");
    expect(screen.getByText("GrabExpress · Instant")).toBeInTheDocument();

    await i18n.changeLanguage("id");
    await waitFor(() => expect(timeline()).toHaveTextContent("Pesanan dibuat di aplikasi."));
    expect(timeline()).toHaveTextContent("Pembayaran dikonfirmasi oleh payment gateway.");
    expect(timeline()).toHaveTextContent("oleh Sistem,");
    expect(timeline()).not.toHaveTextContent(/Order placed|by System/);
    expect(screen.getByText("GrabExpress · Instan")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/biteship|STANDARD|ADVANCED/);
  });

  it("says 'Total paid' only of an order that was paid", async () => {
    const unpaid = db.transactions.find((trx) => trx.status === "CANCELLED" && !trx.paidAt)!;
    const { unmount } = await renderPage({
      user: ADMIN,
      url: `/transactions/${unpaid.transactionId}`,
    });
    const amounts = await screen.findByTestId("amounts");
    expect(within(amounts).getByText("Order total (not paid)")).toBeInTheDocument();
    expect(within(amounts).queryByText("Total paid")).toBeNull();
    unmount();

    const paid = db.transactions.find((trx) => trx.status === "COMPLETED" && !!trx.paidAt)!;
    await renderPage({ user: ADMIN, url: `/transactions/${paid.transactionId}` });
    expect(
      within(await screen.findByTestId("amounts")).getByText("Total paid"),
    ).toBeInTheDocument();
  });

  it("moves a delivery through paid, processing, shipped (tracking number) and completed, each with a note", async () => {
    const trx = find("WAITING_PAYMENT", "DELIVERY");
    const { user } = await renderPage({ user: ADMIN, url: `/transactions/${trx.transactionId}` });
    await screen.findByTestId("transaction-summary");
    expect(screen.getAllByText(trx.transactionCode).length).toBeGreaterThan(0);
    expect(screen.getByText(trx.customerName, { selector: "a" })).toHaveAttribute(
      "href",
      `/customer/${trx.customerId}`,
    );
    expect(screen.getByTestId("amount-total")).toHaveTextContent(
      `Rp ${trx.total.toLocaleString("id-ID")}`,
    );
    const form = statusForm();
    // Only the moves a waiting order allows.
    expect(choices()).toEqual(["Paid", "Cancelled", "Expired"]);

    const move = async (to: string, note: string, tracking?: string) => {
      const current = statusForm();
      await user.click(within(current).getByLabelText(to).closest("label")!);
      if (tracking !== undefined) {
        await user.click(submitButton());
        expect(
          await within(current).findByText("A shipped order needs its tracking number."),
        ).toBeInTheDocument();
        await user.type(within(current).getByLabelText("Tracking number"), tracking);
      }
      await user.type(within(current).getByLabelText("Note"), note);
      await user.click(submitButton());
      await waitFor(() => expect(timeline()).toHaveTextContent(note));
    };

    // A move without a note is refused in the form.
    await user.click(within(form).getByLabelText("Paid").closest("label")!);
    await user.click(submitButton());
    expect(await within(form).findByText("Note is required.")).toBeInTheDocument();
    expect(db.transactions.get(trx.transactionId)!.status).toBe("WAITING_PAYMENT");

    await user.type(within(form).getByLabelText("Note"), "BCA ok");
    await user.click(submitButton());
    await waitFor(() => expect(timeline()).toHaveTextContent("Waiting for payment → Paid"));
    expect(timeline()).toHaveTextContent("BCA ok");
    expect(timeline()).toHaveTextContent(/by Alice Admin/);
    await move("Processing", "Cut");
    await move("Shipped", "JNE", "JNE0123456789");
    expect(screen.getByTestId("tracking-number")).toHaveTextContent("JNE0123456789");
    await move("Completed", "Received");
    // A completed order can only be refunded (a return).
    expect(choices()).toEqual(["Refunded"]);
    expect(db.transactions.get(trx.transactionId)!.statusHistory.map((entry) => entry.to)).toEqual([
      "WAITING_PAYMENT",
      "PAID",
      "PROCESSING",
      "SHIPPED",
      "COMPLETED",
    ]);
  });

  it("offers ready for pick-up (not shipped) to a pick-up order, and cancelling or expiring a waiting one", async () => {
    const pickup = find("PROCESSING", "PICKUP");
    const { user, unmount } = await renderPage({
      user: ADMIN,
      url: `/transactions/${pickup.transactionId}`,
    });
    const form = await waitFor(statusForm);
    expect(choices()).toEqual(["Ready for pick-up", "Refunded"]);
    expect(screen.getByText("Pick-up store")).toBeInTheDocument();
    await user.click(within(form).getByLabelText("Ready for pick-up").closest("label")!);
    await user.type(within(form).getByLabelText("Note"), "Ready");
    await user.click(submitButton());
    await waitFor(() => expect(timeline()).toHaveTextContent("Processing → Ready for pick-up"));
    unmount();
    const waiting = find("WAITING_PAYMENT", "PICKUP");
    const second = await renderPage({ user: ADMIN, url: `/transactions/${waiting.transactionId}` });
    const form2 = await waitFor(statusForm);
    await second.user.click(within(form2).getByLabelText("Cancelled").closest("label")!);
    await second.user.type(within(form2).getByLabelText("Note"), "Asked");
    await second.user.click(submitButton());
    // A final move is confirmed first, saying it cannot be undone; "Keep it" changes nothing.
    const confirm = await screen.findByRole("dialog", {
      name: `Move ${waiting.transactionCode} to Cancelled?`,
    });
    expect(confirm).toHaveTextContent(
      "This cannot be undone: once Cancelled, the order cannot move to any other status.",
    );
    await second.user.click(within(confirm).getByRole("button", { name: "Keep it as it is" }));
    expect(db.transactions.get(waiting.transactionId)!.status).toBe("WAITING_PAYMENT");
    expect(within(form2).getByLabelText("Note")).toHaveValue("Asked");
    await second.user.click(submitButton());
    // jsdom never ends the first dialog's closing animation: the new one is the last.
    const yes = await screen.findAllByRole("button", { name: "Yes, move to Cancelled" });
    await second.user.click(yes.at(-1)!);
    await waitFor(() => expect(timeline()).toHaveTextContent("Waiting for payment → Cancelled"));
    expect(db.transactions.get(waiting.transactionId)!.paymentStatus).toBe("CANCELLED");
  });

  it("refuses a move on an order someone else changed meanwhile, keeping the note typed", async () => {
    const trx = find("PAID", "DELIVERY");
    const { user } = await renderPage({ user: ADMIN, url: `/transactions/${trx.transactionId}` });
    const form = await waitFor(statusForm);
    // Someone else moves it to processing after the page loaded.
    db.transactions.replace({
      ...db.transactions.get(trx.transactionId)!,
      status: "PROCESSING",
      updatedAt: new Date().toISOString(),
    });
    await user.click(within(form).getByLabelText("Processing").closest("label")!);
    await user.type(within(form).getByLabelText("Note"), "Packing now");
    await user.click(submitButton());
    const alert = (await screen.findByText("Someone else changed this order")).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent("Someone else changed this order");
    expect(within(form).getByLabelText("Note")).toHaveValue("Packing now");
    expect(db.transactions.get(trx.transactionId)!.statusHistory).toHaveLength(
      trx.statusHistory.length,
    );
    await user.click(within(alert).getByText("Reload the order"));
    await waitFor(() => expect(screen.queryByText("Someone else changed this order")).toBeNull());
    expect(screen.getByTestId("transaction-summary")).toHaveTextContent("Processing");
    expect(screen.getByLabelText("Note")).toHaveValue("Packing now");
  });

  it("shows a LENSA item's prescription and a bundle's contents", async () => {
    const trx = db.transactions.find(
      (row) =>
        row.items.some((item) => item.prescription) &&
        row.items.some((item) => item.bundleContents.length > 0),
    )!;
    await renderPage({ user: ADMIN, url: `/transactions/${trx.transactionId}` });
    const prescription = await screen.findByTestId("item-prescription");
    const lens = trx.items.find((item) => item.prescription)!.prescription!;
    expect(prescription).toHaveTextContent(`PD ${lens.pd} mm`);
    expect(prescription).toHaveTextContent(/Right \(OD\): SPH/);
    const bundle = trx.items.find((item) => item.bundleContents.length)!;
    expect(screen.getByTestId("bundle-contents")).toHaveTextContent(
      bundle.bundleContents[0]!.productName,
    );
  });

  it("shows how the payment fee was worked out from the channel's rule at the order", async () => {
    // A card order as the shop placed it: Rp 2.000 + 2 % of what the products and shipping cost.
    const card = db.transactions.find((row) => row.paymentFeeRule.fixed > 0)!;
    db.transactions.update(card.transactionId, {
      channelName: "Kartu Kredit / Debit",
      subtotal: 1_235_000,
      shippingCost: 15_000,
      paymentFee: 27_000,
      paymentFeeRule: { fixed: 2_000, percent: 2, base: 1_250_000 },
    });
    const { unmount } = await renderPage({
      user: ADMIN,
      url: `/transactions/${card.transactionId}`,
    });
    const amounts = await screen.findByTestId("amounts");
    const fee = within(amounts).getByTestId("payment-fee-rule");
    expect(fee).toHaveTextContent("Rp 2.000 + 2 % of Rp 1.250.000 = Rp 27.000");
    expect(fee).toHaveTextContent(
      "Kartu Kredit / Debit's fee at the order; the percentage rounded up.",
    );
    unmount();

    // A seeded manual transfer: its channel charges nothing.
    const manual = db.transactions.find((row) => row.channelCode === "MANUAL_BCA")!;
    await renderPage({ user: ADMIN, url: `/transactions/${manual.transactionId}` });
    const free = within(await screen.findByTestId("amounts")).getByTestId("payment-fee-rule");
    expect(free).toHaveTextContent("No fee");
    expect(free).toHaveTextContent("Transfer Manual BCA's fee at the order.");
    expect(
      within(screen.getByTestId("amounts")).getByText("Payment fee").closest("tr"),
    ).toHaveTextContent("Rp 0");
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db, server } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";
import { fillNumber, fill } from "../catalogue/helpers";
import { api, signIn } from "../../unit/mocks/api";
import { ledgerOf } from "@resources/loyalty/demo/loyalty.members";
import { i18n } from "@providers/i18n";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const points = (value: number) => new Intl.NumberFormat("id-ID").format(value);

describe("wallet points", () => {
  it("a wallet that does not exist says so once, with a way to try again", async () => {
    await renderPage({ user: ADMIN, url: "/wallet-points/wp-missing" });
    const alert = await screen.findByText("The wallet could not be loaded.");
    expect(
      within(alert.closest(".ant-alert")! as HTMLElement).getByRole("button", {
        name: "Try again",
      }),
    ).toBeInTheDocument();
    // One toast for the one failure: the ledger, which failed too, does not add its own.
    await waitFor(() =>
      expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelectorAll(".ant-notification-notice")).toHaveLength(1);
    expect(screen.queryByRole("table", { name: "Ledger" })).not.toBeInTheDocument();
  });

  it("asks for the ledger together with the wallet, not after its answer", async () => {
    const wallet = db.walletPoints.all()[0]!;
    const order: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/wallet-points/${wallet.wpId}/ledger`))
        order.push("ledger asked");
    });
    server.events.on("response:mocked", ({ request }) => {
      if (new URL(request.url).pathname.endsWith(`/wallet-points/${wallet.wpId}`))
        order.push("wallet answered");
    });
    try {
      await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
      await screen.findByRole("table", { name: "Ledger" });
      expect(order.slice(0, 2)).toEqual(["ledger asked", "wallet answered"]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it("refuses removing more than the balance; adds points with a required reason, confirmed with the customer and new balance, and shows the entry in the ledger", async () => {
    const wallet = db.walletPoints.all().find((w) => w.balance > 1_000 && w.balance < 9_000)!;
    const { user } = await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    await screen.findByRole("heading", { name: wallet.customerName });

    // Removing more than the balance is refused before anything is sent.
    await user.click(screen.getByRole("button", { name: "Remove points" }));
    const removal = within(await screen.findByRole("dialog"));
    await fillNumber(user, "Points", String(wallet.balance + 1));
    await fill(user, "Reason", "Correction");
    await user.click(removal.getByRole("button", { name: "Continue" }));
    expect(
      await removal.findByText(
        `${wallet.customerName} has only ${points(wallet.balance)} points: you cannot remove more.`,
      ),
    ).toBeInTheDocument();
    await user.click(removal.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Add points" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(
      dialog.getByText(`Current balance: ${points(wallet.balance)} points.`),
    ).toBeInTheDocument();

    // Nothing typed: both fields say what they need, and nothing is written.
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    expect(await dialog.findByText("Points is required.")).toBeInTheDocument();
    expect(await dialog.findByText("Reason is required.")).toBeInTheDocument();

    await fillNumber(user, "Points", "1500");
    await fill(user, "Reason", "Service recovery: late glasses");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    expect(
      await dialog.findByText(
        `Add ${points(1500)} points to ${wallet.customerName}? The new balance will be ${points(wallet.balance + 1500)} points.`,
      ),
    ).toBeInTheDocument();
    expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(wallet.balance);
    await user.click(dialog.getByRole("button", { name: "Add points" }));

    expect(
      await screen.findByText(`${points(1500)} points added to ${wallet.customerName}.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(db.walletPoints.get(wallet.wpId)!.balance).toBe(wallet.balance + 1500),
    );
    const ledger = await screen.findByRole("table", { name: "Ledger" });
    const first = await waitFor(() => {
      const row = within(ledger)
        .getAllByRole("row")
        .find((r) => r.textContent?.includes("Service recovery"));
      if (!row) throw new Error("entry not shown yet");
      return row;
    });
    expect(first).toHaveTextContent("Added by staff");
    expect(first).toHaveTextContent(`+${points(1500)}`);
    expect(first).toHaveTextContent(points(wallet.balance + 1500));
    expect(first).toHaveTextContent("Alice Admin");
  });

  it("shows a paid purchase's points as pending until its return window ends, and refuses removing them", async () => {
    const { order, wallet, token } = await memberOrder();
    await moveOrder(token, order.transactionId, "PAID");
    const earned = ledgerOf(wallet.wpId).at(-1)!;
    expect(earned.type).toBe("EARN");
    const pending = wallet.pendingPoints + earned.points;
    const balance = wallet.balance + earned.points;

    const { user } = await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    await screen.findByRole("heading", { name: wallet.customerName });
    const card = screen.getByText("Pending (return window)").closest(".ant-card") as HTMLElement;
    expect(card).toHaveTextContent(points(pending));
    const row = await ledgerRow(`Transaction ${order.transactionCode}`);
    expect(row).toHaveTextContent("Earned");
    expect(row).toHaveTextContent(`+${points(earned.points)}`);
    expect(row).toHaveTextContent(`Pending until ${day(earned.availableAt!)}`);

    // The pending points cannot be removed: the dialog says so and refuses them before sending.
    await user.click(screen.getByRole("button", { name: "Remove points" }));
    const removal = within(await screen.findByRole("dialog"));
    const spendable = balance - pending;
    expect(
      removal.getByText(
        `Current balance: ${points(balance)} points. Of them, ${points(pending)} are pending (a purchase's return window): ${points(spendable)} can be removed.`,
      ),
    ).toBeInTheDocument();
    await fillNumber(user, "Points", String(spendable + 1));
    await fill(user, "Reason", "Correction");
    await user.click(removal.getByRole("button", { name: "Continue" }));
    expect(
      await removal.findByText(
        `${wallet.customerName} has only ${points(spendable)} points: you cannot remove more.`,
      ),
    ).toBeInTheDocument();
  });

  it("shows a refunded purchase's points taken back with its code, no longer pending", async () => {
    const { order, wallet, token } = await memberOrder();
    for (const status of ["PAID", "PROCESSING", "REFUNDED"])
      await moveOrder(token, order.transactionId, status);
    const [earned, reverse] = ledgerOf(wallet.wpId).slice(-2);
    expect(reverse!.type).toBe("REVERSE");

    await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    await screen.findByRole("heading", { name: wallet.customerName });
    const card = screen.getByText("Pending (return window)").closest(".ant-card") as HTMLElement;
    expect(card).toHaveTextContent(points(wallet.pendingPoints));
    const balanceCard = screen.getByText("Balance").closest(".ant-card") as HTMLElement;
    expect(balanceCard).toHaveTextContent(points(wallet.balance));
    const ledger = await screen.findByRole("table", { name: "Ledger" });
    const rows = await waitFor(() => {
      const found = within(ledger)
        .getAllByRole("row")
        .filter((r) => r.textContent?.includes(`Transaction ${order.transactionCode}`));
      if (found.length < 2) throw new Error("entries not shown yet");
      return found;
    });
    // Newest first: the refund, then the purchase (no longer pending).
    expect(rows[0]).toHaveTextContent("Taken back");
    expect(rows[0]).toHaveTextContent(`−${points(earned!.points)}`);
    expect(rows[0]).toHaveTextContent(points(wallet.balance));
    expect(rows[0]).toHaveTextContent(
      `Points of purchase ${order.transactionCode} taken back: the order was refunded.`,
    );
    expect(rows[1]).toHaveTextContent("Earned");
    expect(rows[1]).not.toHaveTextContent("Pending until");
  });
});

describe("the notes the system writes in a ledger", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("follow the reader's language; a staff member's note is shown as typed", async () => {
    const { order, wallet, token } = await memberOrder();
    for (const status of ["PAID", "PROCESSING", "REFUNDED"])
      await moveOrder(token, order.transactionId, status);
    await api("POST", `/wallet-points/${wallet.wpId}/add-point`, {
      token,
      body: { points: 10, reason: "Kompensasi lensa terlambat" },
    });

    await renderPage({ user: ADMIN, url: `/wallet-points/${wallet.wpId}` });
    const ledger = await screen.findByRole("table", { name: "Ledger" });
    await within(ledger).findByText(`Points from purchase ${order.transactionCode}.`);
    await i18n.changeLanguage("id");
    const rows = await waitFor(() => {
      const found = within(ledger)
        .getAllByRole("row")
        .filter((r) => r.textContent?.includes(order.transactionCode));
      if (found.length < 2 || !found[0]!.textContent?.includes("Poin")) throw new Error("not yet");
      return found;
    });
    expect(rows[0]).toHaveTextContent(
      `Poin pembelian ${order.transactionCode} ditarik kembali: pesanan dikembalikan dananya.`,
    );
    expect(rows[1]).toHaveTextContent(`Poin dari pembelian ${order.transactionCode}.`);
    expect(within(ledger).getByText("Kompensasi lensa terlambat")).toBeInTheDocument();
    expect(ledger).not.toHaveTextContent(/Points from purchase|taken back/);
  });
});

/** A seeded order waiting for payment whose customer has a wallet, with an admin's token. */
async function memberOrder() {
  const order = db.transactions.find(
    (trx) =>
      trx.status === "WAITING_PAYMENT" &&
      db.walletPoints.find((w) => w.userId === trx.customerId) !== undefined,
  )!;
  const wallet = db.walletPoints.find((w) => w.userId === order.customerId)!;
  return { order, wallet, token: await signIn(ADMIN) };
}

const moveOrder = (token: string, id: string, status: string) =>
  api("POST", `/transactions/${id}/status`, { token, body: { status, note: "Test" } });

/** dd/mm/yyyy in the browser's zone, as the console writes a date. */
const day = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getDate()).padStart(2, "0")}/${String(d.getMonth() + 1).padStart(2, "0")}/${d.getFullYear()}`;
};

async function ledgerRow(text: string) {
  const ledger = await screen.findByRole("table", { name: "Ledger" });
  return waitFor(() => {
    const found = within(ledger)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes(text));
    if (!found) throw new Error("entry not shown yet");
    return found;
  });
}

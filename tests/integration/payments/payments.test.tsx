import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, fillNumber, formItemOf, rowsOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

describe("payment channels", () => {
  it("previews the fee, asks for the account of a manual transfer, shows the server's refusal on its field and saves", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-channel/add" });
    // The first page of the file loads the area's code: on a busy machine that takes a while.
    await screen.findByLabelText("Channel name", { selector: "input" }, { timeout: 45_000 });
    await fill(user, "Channel name", "Transfer Manual Mandiri Surabaya");
    // The server knows BCA_VA is taken; the form cannot.
    await fill(user, "Channel code", "bca va");
    expect(screen.getByLabelText("Channel code", { selector: "input" })).toHaveValue("BCA_VA");
    await choose(user, "Type", "Manual transfer");
    await fill(user, "Provider", "Internal");

    // The fee preview follows what is typed, in rupiah the Indonesian way.
    await fillNumber(user, "Fixed fee", "2000");
    await fillNumber(user, "Percentage fee", "2.9");
    expect(
      await screen.findByText(
        "A payment of Rp 500.000 costs Rp 16.500 in fees (Rp 516.500 in all).",
      ),
    ).toBeInTheDocument();
    await fillNumber(user, "Minimum amount", "50000");
    await fillNumber(user, "Maximum amount", "10000");
    await user.click(saveButton());
    const max = screen.getByLabelText("Maximum amount", { selector: "input" });
    expect(
      await within(formItemOf(max)).findByText(
        "The maximum amount must be at least the minimum amount.",
      ),
    ).toBeInTheDocument();
    const account = screen.getByLabelText("Goes to account", { selector: "input" });
    expect(
      within(formItemOf(account)).getByText(
        "Choose the payment account this manual transfer goes to.",
      ),
    ).toBeInTheDocument();
    await fillNumber(user, "Maximum amount", "25000000");

    // The picker searches the payment accounts on the server.
    await user.click(account);
    await user.paste("mandiri");
    const option = await waitFor(() => {
      const open = document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden)",
      );
      const options = [
        ...open[open.length - 1]!.querySelectorAll<HTMLElement>(".ant-select-item-option"),
      ];
      expect(options.map((node) => node.title)).toEqual([
        "MANDIRI · 1240007718452 · PT Optik Prima Nusantara",
      ]);
      return options[0]!;
    });
    await user.click(option);

    await user.click(saveButton());
    const code = screen.getByLabelText("Channel code", { selector: "input" });
    expect(
      await within(formItemOf(code)).findByText("This channel code is already used."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Channel name", { selector: "input" })).toHaveValue(
      "Transfer Manual Mandiri Surabaya",
    );
    await fill(user, "Channel code", "MANUAL_MANDIRI_SBY");
    await user.click(saveButton());

    await waitFor(() => expect(currentUrl()).toMatch(/^\/payment-channel\/pch-/));
    const saved = db.paymentChannels.filter((row) => row.channelCode === "MANUAL_MANDIRI_SBY")[0]!;
    expect(saved).toMatchObject({
      channelType: "MANUAL_TRANSFER",
      paymentAccountId: "pac-2",
      feeFixed: 2000,
      feePercent: 2.9,
      minAmount: 50_000,
      maxAmount: 25_000_000,
      order: 14,
    });
    expect(await screen.findByText("Bank Mandiri · 1240007718452")).toBeInTheDocument();
    // Numbers the Indonesian way, as every page writes them.
    expect(screen.getByText("Rp 2.000 + 2,9%")).toBeInTheDocument();
  });

  it("takes the keyboard to the first refused field when Save is refused", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-channel/add" });
    await screen.findByLabelText("Channel name", { selector: "input" }, { timeout: 45_000 });
    // Far down the long form, the sticky Save: the refusal of the first field must not stay unseen.
    await user.click(saveButton());
    const name = screen.getByLabelText("Channel name", { selector: "input" });
    await waitFor(() => expect(formItemOf(name)).toHaveTextContent("Channel name is required."));
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("keeps fees past their bounds as typed with the bound on the field; an emptied maximum and instructions are saved as none", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-channel/pch-1/edit" });
    // The form is drawn again once the channel has loaded: look the field up after that.
    await waitFor(
      () => expect(screen.getByLabelText("Fixed fee", { selector: "input" })).toHaveValue("4.000"),
      { timeout: 45_000 },
    );
    const fixed = screen.getByLabelText("Fixed fee", { selector: "input" });
    await fillNumber(user, "Fixed fee", "1500000");
    await fillNumber(user, "Percentage fee", "12.5");
    await user.click(saveButton());
    expect(
      await within(formItemOf(fixed)).findByText("Fixed fee must be at most Rp 1.000.000."),
    ).toBeInTheDocument();
    const percent = screen.getByLabelText("Percentage fee", { selector: "input" });
    expect(
      within(formItemOf(percent)).getByText("Percentage fee must be at most 10."),
    ).toBeInTheDocument();
    // Nothing clamped: what was typed stays, and nothing was saved.
    expect(fixed).toHaveValue("1.500.000");
    expect(percent).toHaveValue("12.5");
    await fillNumber(user, "Percentage fee", "2.999");
    await user.click(saveButton());
    expect(
      await within(formItemOf(percent)).findByText("Percentage fee has at most two decimals."),
    ).toBeInTheDocument();
    expect(percent).toHaveValue("2.999");
    expect(db.paymentChannels.get("pch-1")).toMatchObject({ feeFixed: 4_000, feePercent: 0 });

    await fillNumber(user, "Fixed fee", "3500");
    await fillNumber(user, "Percentage fee", "1.5");
    await user.clear(screen.getByLabelText("Maximum amount", { selector: "input" }));
    await user.clear(screen.getByLabelText("Customer instructions", { selector: "textarea" }));
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/payment-channel/pch-1"));
    expect(db.paymentChannels.get("pch-1")).toMatchObject({
      feeFixed: 3_500,
      feePercent: 1.5,
      maxAmount: null,
      instructions: null,
    });
    expect(await screen.findByText("From Rp 10.000")).toBeInTheDocument();
    const instructions = screen.getByText("Customer instructions", { selector: "th, th *" });
    expect(instructions.closest("th")!.nextElementSibling).toHaveTextContent(/^-$/);
  });

  it("moves a channel with the order's buttons and saves the order customers see", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-channel" });
    await user.click(await screen.findByRole("button", { name: "Change order" }));
    const table = await screen.findByRole("table", { name: "Order customers see" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(13));
    await user.click(
      within(table).getByRole("button", { name: "Move Mandiri Virtual Account up" }),
    );
    expect(
      await screen.findByText("The new order of the payment channels is saved."),
    ).toBeInTheDocument();
    expect(db.paymentChannels.get("pch-2")!.order).toBe(1);
    expect(db.paymentChannels.get("pch-1")!.order).toBe(2);
    await waitFor(() => expect(rowsOf(table)[0]!.textContent).toContain("Mandiri Virtual Account"));
    expect(
      within(table).getByRole("button", { name: "Move Mandiri Virtual Account up" }),
    ).toBeDisabled();
  });
});

describe("payment accounts", () => {
  it("archives an account from its page, which then says so", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-account/pac-8" });
    expect(await screen.findByText("PT Visio Optical Indonesia")).toBeInTheDocument();
    expect(
      await screen.findByText("No payment channel sends transfers to this account."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Archive PERMATA 4102938475" }));
    const popover = (await screen.findByText(/^Archive PERMATA 4102938475\?/)).closest<HTMLElement>(
      ".ant-popover",
    )!;
    await user.click(within(popover).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("PERMATA 4102938475 is archived.")).toBeInTheDocument();
    await waitFor(() => expect(db.paymentAccounts.get("pac-8")!.isArchived).toBe(true));
    expect(await screen.findByText(/This account was archived on/)).toBeInTheDocument();
  });

  it("saves an emptied branch as none and shows it as -", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/payment-account/pac-3/edit" });
    // The form is drawn again once the account has loaded: look the field up after that.
    await waitFor(
      () =>
        expect(screen.getByLabelText("Branch", { selector: "input" })).toHaveValue(
          "KCU Dukuh Bawah",
        ),
      { timeout: 45_000 },
    );
    const branch = screen.getByLabelText("Branch", { selector: "input" });
    await user.clear(branch);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/payment-account/pac-3"));
    expect(db.paymentAccounts.get("pac-3")!.branch).toBeNull();
    const label = await screen.findByText("Branch", { selector: "th, th *" });
    expect(label.closest("th")!.nextElementSibling).toHaveTextContent(/^-$/);
  });

  it("keeps the pages from a user without the payment permissions", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/payment-account" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
  });
});

describe("the payment lists' filters", () => {
  it("filters the accounts by bank and the channels by type, in the URL", async () => {
    const { user, unmount } = await renderPage({ user: ADMIN, url: "/payment-account" });
    const accounts = await screen.findByRole("table", { name: "Payment Accounts" });
    await waitFor(() => expect(rowsOf(accounts)).toHaveLength(8));
    await user.click(screen.getByRole("combobox", { name: "Bank" }));
    await user.click(await screen.findByTitle("Bank Central Asia (BCA)"));
    await waitFor(() => expect(currentUrl()).toMatch(/bankCode/));
    await waitFor(() => expect(rowsOf(accounts)).toHaveLength(2));
    for (const row of rowsOf(accounts)) expect(row).toHaveTextContent("BCA");
    unmount();

    await renderPage({ user: ADMIN, url: "/payment-channel" });
    const channels = await screen.findByRole("table", { name: "Payment Channels" });
    const all = db.paymentChannels.filter((row) => !row.isArchived);
    await waitFor(() => expect(rowsOf(channels)).toHaveLength(Math.min(all.length, 20)));
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByTitle("E-wallet"));
    await waitFor(() => expect(currentUrl()).toMatch(/channelType/));
    const wallets = all.filter((row) => row.channelType === "E_WALLET");
    await waitFor(() => expect(rowsOf(channels)).toHaveLength(wallets.length));
    for (const row of rowsOf(channels)) expect(row).toHaveTextContent("E-wallet");
  });
});

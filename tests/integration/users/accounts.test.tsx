import { configure, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { config } from "@/config";
import { delay, http } from "msw";
import { db, server } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** The newest user of a list: the first row of its default order (createdAt, newest first). */
const newest = (customer: boolean) =>
  db.users
    .filter((user) => (user.roleId === config.customerRoleId) === customer)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;

async function rowAction(user: UserEvent, name: string, action: string) {
  await user.click(await screen.findByRole("button", { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
}

const mailsTo = (email: string) => db.outbox.filter((mail) => mail.to === email);

describe("admin and customer row actions", () => {
  it("sends the forgot-password email of a customer and says so", async () => {
    const customer = newest(true);
    // The mail takes a moment, as over a network: meanwhile its row's menu button spins, no other.
    server.use(http.post("*/auth/email/forgot-password", async () => void (await delay(600))));
    const { user } = await renderPage({ user: ADMIN, url: "/customer" });
    await rowAction(user, customer.name, "Send forgot-password email");
    const menuOf = (name: string) =>
      screen.getByRole("button", { name: `More actions for ${name}` });
    await waitFor(() => expect(menuOf(customer.name)).toHaveClass("ant-btn-loading"));
    const other = db.users.find(
      (row) =>
        row.roleId === config.customerRoleId &&
        row.userId !== customer.userId &&
        screen.queryByRole("button", { name: `More actions for ${row.name}` }) !== null,
    )!;
    expect(menuOf(other.name)).not.toHaveClass("ant-btn-loading");
    expect(
      await screen.findByText(`A password-reset email has been sent to ${customer.email}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(menuOf(customer.name)).not.toHaveClass("ant-btn-loading"));
    expect(mailsTo(customer.email).map((mail) => mail.subject)).toEqual(["Reset your password"]);
    expect(mailsTo(customer.email)[0]!.link).toMatch(/^\/reset-password\//);
  });

  it("sends an admin their account information after a confirmation", async () => {
    const admin = newest(false);
    const { user } = await renderPage({ user: ADMIN, url: "/admin" });
    await rowAction(user, admin.name, "Send account information");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(`Send account information to ${admin.name}?`);
    expect(mailsTo(admin.email)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(`The account information has been sent to ${admin.email}.`),
    ).toBeInTheDocument();
    expect(mailsTo(admin.email).map((mail) => mail.subject)).toEqual(["Your account information"]);
  });

  it("changes an admin's password with the reset page's rules and opens their page", async () => {
    const admin = newest(false);
    const { user } = await renderPage({ user: ADMIN, url: "/admin" });
    await rowAction(user, admin.name, "Change password");
    await waitFor(() => expect(currentUrl()).toBe(`/admin/${admin.userId}/change-password`));
    await fill(user, "New Password", "Rahasia2026!");
    await fill(user, "Retype New Password", "Rahasia2026?");
    const submit = await screen.findByRole("button", { name: "Change password" });
    expect(submit).toBeDisabled();
    await fill(user, "Retype New Password", "Rahasia2026!");
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await screen.findByText(
        `The password of ${admin.name} has been changed. They sign in with it from now on.`,
      ),
    ).toBeInTheDocument();
    expect(db.credentials.get(admin.userId)?.password).toBe("Rahasia2026!");
    await waitFor(() => expect(currentUrl()).toBe(`/admin/${admin.userId}`));
  });

  it("offers no delete on one's own row", async () => {
    await renderPage({
      user: ADMIN,
      url: "/admin?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=admin@demo.test",
    });
    const row = (await screen.findByText("admin@demo.test")).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Edit Alice Admin" })).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("bulk-activates and deactivates other users, never one's own account, and offers no bulk delete", async () => {
    const { user } = await renderPage({
      user: ADMIN,
      url: "/admin?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=demo.test",
    });
    const own = await screen.findByRole("checkbox", { name: "Select Alice Admin" });
    expect(own).toBeDisabled();
    const other = db.users.get("usr-catalog")!;
    expect(other.isActive).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: `Select ${other.name}` }));
    const bar = await screen.findByRole("group", { name: "Bulk actions" });
    expect(within(bar).queryByRole("button", { name: /Delete/ })).toBeNull();
    await user.click(within(bar).getByRole("button", { name: /Deactivate/ }));
    await waitFor(() => expect(db.users.get("usr-catalog")!.isActive).toBe(false));
    expect(db.users.get("usr-admin")!.isActive).toBe(true);
  });

  it("refuses the customer list to a role without its permission", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/customer" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
  });
});

describe("email change by code (OTP)", () => {
  it("sends a code to the new address; the save waits for it and refuses a wrong one on its field", async () => {
    const admin = db.users.get("usr-st-2")!;
    const { user } = await renderPage({ user: ADMIN, url: `/admin/${admin.userId}/edit` });
    await fill(user, "Email", "baru.sekali@optikprima.co.id");
    await fill(user, "Phone", "+62 811 2233 4455");
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText(/We sent a 6-digit code to baru.sekali@optikprima.co.id/),
    ).toBeInTheDocument();
    const mail = mailsTo("baru.sekali@optikprima.co.id")[0]!;
    const code = /code is (\d{6})/.exec(mail.body)![1]!;

    await user.click(saveButton());
    const codeInput = await screen.findByLabelText("Verification code");
    await waitFor(() =>
      expect(formItemOf(codeInput)).toHaveTextContent(
        "Enter the code we sent to the new email address.",
      ),
    );
    await fill(user, "Verification code", code === "111111" ? "222222" : "111111");
    await user.click(saveButton());
    await waitFor(() =>
      expect(formItemOf(codeInput)).toHaveTextContent("The code is wrong or has expired."),
    );
    expect(db.users.get(admin.userId)!.email).toBe(admin.email);

    await fill(user, "Verification code", code);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe(`/admin/${admin.userId}`), { timeout: 15000 });
    const saved = db.users.get(admin.userId)!;
    expect(saved.email).toBe("baru.sekali@optikprima.co.id");
    expect(saved.phone).toBe("+6281122334455");
    expect(db.credentials.get(admin.userId)?.email).toBe("baru.sekali@optikprima.co.id");
  });
});

describe("optional names", () => {
  it("saves an emptied middle name as none (null) and shows it as -", async () => {
    const admin = db.users.find(
      (row) => row.roleId !== config.customerRoleId && !!row.middleName && row.userId !== "usr-1",
    )!;
    const { user } = await renderPage({ user: ADMIN, url: `/admin/${admin.userId}/edit` });
    const middle = await screen.findByLabelText("Middle name");
    await waitFor(() => expect(middle).toHaveValue(admin.middleName));
    await user.clear(middle);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe(`/admin/${admin.userId}`), { timeout: 15000 });
    expect(db.users.get(admin.userId)!.middleName).toBeNull();
    const label = await screen.findByText("Middle name", { selector: "th, th *" });
    expect(label.closest("th")!.nextElementSibling).toHaveTextContent(/^-$/);
  });
});

describe("customer show page", () => {
  it("summarises the customer's transactions and wallet points from the demo API", async () => {
    const customer = db.users.get("usr-c-1")!;
    const bought = db.transactions.filter((trx) => trx.customerId === customer.userId);
    await renderPage({ user: ADMIN, url: `/customer/${customer.userId}` });
    expect(await screen.findByRole("heading", { name: customer.name })).toBeInTheDocument();
    const summary = await screen.findByRole("region", { name: "Purchases and points" });
    await waitFor(() =>
      expect(within(summary).getByText("Transactions").closest(".ant-statistic")).toHaveTextContent(
        String(bought.length),
      ),
    );
    // Each figure leads to its area: the customer's transactions, the last one, their wallet.
    const last = bought.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    const wallet = db.walletPoints.find((item) => item.userId === customer.userId)!;
    const searched = new URL(
      within(summary)
        .getByRole("link", { name: String(bought.length) })
        .getAttribute("href")!,
      location.origin,
    );
    expect(searched.pathname).toBe("/transactions");
    expect(Object.fromEntries(searched.searchParams)).toEqual({
      "filters[0][field]": "q",
      "filters[0][operator]": "eq",
      "filters[0][value]": customer.email,
    });
    expect(within(summary).getByRole("link", { name: last.transactionCode })).toHaveAttribute(
      "href",
      `/transactions/${last.transactionId}`,
    );
    expect(
      within(summary).getByRole("link", {
        name: new Intl.NumberFormat("id-ID").format(wallet.balance),
      }),
    ).toHaveAttribute("href", `/wallet-points/${wallet.wpId}`);
  });

  it("shows the figures without links to a user who may not open those areas", async () => {
    const customer = db.users.get("usr-c-1")!;
    // The catalogue's staff, allowed to read users but neither transactions nor wallet points.
    const role = db.roles.get("rol-catalog")!;
    db.roles.replace({
      ...role,
      permissions: [
        ...role.permissions,
        "USER.LIST",
        "USER.DETAIL",
        "ROLE.LIST",
        "PRESCRIPTION.LIST",
      ],
    });
    await renderPage({ user: "catalog@demo.test", url: `/customer/${customer.userId}` });
    const summary = await screen.findByRole("region", { name: "Purchases and points" });
    await waitFor(() =>
      expect(
        within(summary).getByText("Transactions").closest(".ant-statistic"),
      ).not.toHaveTextContent("-"),
    );
    expect(within(summary).queryAllByRole("link")).toHaveLength(0);
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const number = (value: number) => value.toLocaleString("id-ID");
const activeCustomers = () =>
  new Set(
    db.users
      .filter((user) => user.userType === "CUSTOMER" && user.isActive)
      .map((user) => user.userId),
  );
const countText = () => screen.getByTestId("audience-count");

describe("sending a notification", () => {
  it("a role that may send but not read programmes or customers is told which audiences it cannot choose", async () => {
    const role = db.roles.get("rol-catalog")!;
    db.roles.replace({
      ...role,
      permissions: [
        ...role.permissions,
        "NOTIFICATION.LIST",
        "NOTIFICATION.DETAIL",
        "NOTIFICATION.CREATE",
      ],
    });
    await renderPage({ user: "catalog@demo.test", url: "/notification/add" });
    const notice =
      "Your role may not read the lists these audiences are chosen from: A loyalty tier, Chosen customers.";
    // (The form may draw it twice while the page settles: looked up again, not held.)
    await waitFor(() => expect(screen.getByText(notice)).toBeInTheDocument());
    const radio = (name: string) => screen.getByRole("radio", { name });
    expect(radio("A loyalty tier")).toBeDisabled();
    expect(radio("Chosen customers")).toBeDisabled();
    expect(radio("Customers of a store")).toBeEnabled();
    expect(radio("All customers")).toBeEnabled();
    // Nor may it read the message templates: it writes its own message.
    expect(
      screen.getByText("Your role may not read the message templates: write the message here."),
    ).toBeInTheDocument();
    expect(radio("Use a message template")).toBeDisabled();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it("sends to one loyalty tier: the count before sending, the confirmation naming it, the record on the list", async () => {
    const programme = db.loyalty.find((row) => !row.isArchived && row.tiers.length > 1)!;
    const tier = programme.tiers[1]!;
    const customers = activeCustomers();
    const members = new Set(
      db.walletPoints
        .filter(
          (wallet) => wallet.loyaltyId === programme.loyaltyId && wallet.tierId === tier.tierId,
        )
        .map((wallet) => wallet.userId)
        .filter((userId) => customers.has(userId)),
    );
    expect(members.size).toBeGreaterThan(0);

    const { user } = await renderPage({ user: ADMIN, url: "/notification/add" });
    // All customers is the first audience, counted at once.
    await waitFor(() =>
      expect(countText()).toHaveTextContent(`${customers.size} customers will receive it.`),
    );
    await user.click(screen.getByText("A loyalty tier"));
    await choose(user, "Loyalty programme", programme.loyaltyName);
    await choose(user, "Tier", tier.name);
    await waitFor(() =>
      expect(countText()).toHaveTextContent(`${members.size} customers will receive it.`),
    );
    await fill(user, "Title", "Double points for you");
    await fill(user, "Message", "Hi {{customer.firstName}}, earn double points this weekend.");
    // The preview fills the customer's variables with sample data.
    const preview = screen.getByRole("region", { name: "Preview of the message" });
    expect(preview).toHaveTextContent("Hi Sari, earn double points this weekend.");

    await user.click(screen.getByRole("button", { name: "Send now" }));
    const dialog = within(await screen.findByRole("dialog"));
    expect(
      dialog.getByText(
        `The Push notification goes to ${members.size} customers (Tier ${tier.name} · ${programme.loyaltyName}) now.`,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: `Send to ${members.size} customers` }));

    await waitFor(() => expect(currentUrl()).toMatch(/^\/notification\/snt-/));
    const sent = db.sentNotifications.find((row) => row.title === "Double points for you")!;
    expect(sent.recipientCount).toBe(members.size);
    expect(sent.audience).toMatchObject({
      type: "TIER",
      loyaltyId: programme.loyaltyId,
      tierId: tier.tierId,
    });
    expect(sent.sentBy.name).toBe("Alice Admin");
    expect(
      await screen.findByRole("heading", { name: "Double points for you" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Recipients").closest(".ant-statistic")).toHaveTextContent(
      number(members.size),
    );
  });

  it("counts a store's customers and chosen ones before sending, and refuses a variable it cannot fill", async () => {
    const store = db.stores.all()[0]!;
    const customers = activeCustomers();
    const buyers = new Set(
      db.transactions
        .filter((trx) => trx.storeId === store.storeId && customers.has(trx.customerId))
        .map((trx) => trx.customerId),
    );
    const { user } = await renderPage({ user: ADMIN, url: "/notification/add" });
    await user.click(await screen.findByText("Customers of a store"));
    await choose(user, "Store", store.storeName);
    await waitFor(() =>
      expect(countText()).toHaveTextContent(`${buyers.size} customers will receive it.`),
    );

    await user.click(screen.getByText("Chosen customers"));
    expect(countText()).toHaveTextContent("Complete the audience");
    const kevin = db.users.get("usr-customer")!;
    await fill(user, "Customers", "customer@demo");
    await waitFor(() => {
      const option = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
        (node) => node.textContent?.startsWith(kevin.name),
      );
      if (!option) throw new Error("no option yet");
      option.click();
    });
    await waitFor(() => expect(countText()).toHaveTextContent("1 customer will receive it."));

    await fill(user, "Title", "Your order {{transaction.code}}");
    await fill(user, "Message", "See you soon.");
    await user.click(screen.getByRole("button", { name: "Send now" }));
    expect(
      await screen.findByText(
        "Unknown variables: {{transaction.code}}. A notification may only use the customer's.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("all notifications", () => {
  it("lists what was sent with audience, sender and counts; filters by channel", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/notification" });
    const newest = db.sentNotifications
      .all()
      .slice()
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0]!;
    const row = (await screen.findAllByRole("link", { name: newest.title }))[0]!.closest("tr")!;
    expect(row).toHaveTextContent(number(newest.recipientCount));
    expect(row).toHaveTextContent(newest.sentBy.name);
    await choose(user, "Channel", "E-mail");
    await waitFor(() => expect(currentUrl()).toContain("channel"));
    await waitFor(() => {
      const rows = document.querySelectorAll("tbody tr.ant-table-row");
      expect(rows.length).toBeGreaterThan(0);
      for (const tr of rows) expect(tr).toHaveTextContent("E-mail");
    });
  });
});

describe("notifications API", () => {
  it("sends to every kind of audience and records its recipients", async () => {
    await renderPage({ user: ADMIN, url: "/notification" });
    await screen.findAllByRole("link");
    const { apiRequest } = await import("@providers/data/http");
    const customers = activeCustomers();
    const programme = db.loyalty.find((row) => !row.isArchived && row.tiers.length > 0)!;
    const audiences = [
      [{ type: "ALL" }, customers.size],
      [
        { type: "TIER", loyaltyId: programme.loyaltyId, tierId: programme.tiers[0]!.tierId },
        new Set(
          db.walletPoints
            .filter(
              (w) => w.loyaltyId === programme.loyaltyId && w.tierId === programme.tiers[0]!.tierId,
            )
            .map((w) => w.userId)
            .filter((id) => customers.has(id)),
        ).size,
      ],
      [
        { type: "STORE", storeId: "str-2" },
        new Set(
          db.transactions
            .filter((trx) => trx.storeId === "str-2" && customers.has(trx.customerId))
            .map((trx) => trx.customerId),
        ).size,
      ],
      [{ type: "CHOSEN", userIds: ["usr-customer", "usr-customer"] }, 1],
    ] as const;
    for (const [audience, expected] of audiences) {
      const { payload } = await apiRequest<{ recipientCount: number; receivedCount: number }>(
        "POST",
        "/notifications",
        {
          body: {
            channel: "EMAIL",
            audience,
            title: `To ${audience.type}`,
            message: "<p>Hello</p>",
          },
        },
      );
      expect(payload.recipientCount).toBe(expected);
      expect(payload.receivedCount).toBeLessThanOrEqual(expected);
    }
    await expect(
      apiRequest("POST", "/notifications", {
        body: {
          channel: "PUSH_NOTIFICATION",
          audience: { type: "TIER", loyaltyId: programme.loyaltyId },
          title: "x",
          message: "y",
        },
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      errors: { "audience.tierId": "Tier is required." },
    });
  });
});

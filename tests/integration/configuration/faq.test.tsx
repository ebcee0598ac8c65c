import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { layOutRows } from "@tests/helpers/lay-out-rows";
import { renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

const orderOf = (faqGroupId: string) =>
  db.faqs
    .filter((row) => row.faqGroupId === faqGroupId)
    .sort((a, b) => a.order - b.order)
    .map((row) => row.questionEn);

describe("the FAQ list", () => {
  it("reorders a group's FAQs with the keyboard, announces the move and saves the order customers see", async () => {
    const restore = layOutRows();
    try {
      expect(orderOf("fgr-1")).toEqual([
        "How do I track my order?",
        "Can I change my order after paying?",
        "Can I cancel an order?",
      ]);
      const { user } = await renderPage({ user: ADMIN, url: "/faqs" });
      const table = await screen.findByRole("table", { name: "FAQs in Orders" });
      await waitFor(() => expect(rowsOf(table)).toHaveLength(3));

      const handle = within(table).getByRole("button", { name: "Move Can I cancel an order?" });
      handle.focus();
      await user.keyboard("[Space]");
      expect(handle).toHaveAttribute("aria-pressed", "true");
      expect(
        await screen.findByText("Can I cancel an order? is at position 3 of 3."),
      ).toBeInTheDocument();
      await user.keyboard("[ArrowUp]");
      await user.keyboard("[ArrowUp]");
      expect(
        await screen.findByText("Can I cancel an order? is at position 1 of 3."),
      ).toBeInTheDocument();
      await user.keyboard("[Space]");
      expect(
        await screen.findByText("Can I cancel an order? dropped at position 1 of 3."),
      ).toBeInTheDocument();

      await waitFor(() =>
        expect(orderOf("fgr-1")).toEqual([
          "Can I cancel an order?",
          "How do I track my order?",
          "Can I change my order after paying?",
        ]),
      );
      await waitFor(() =>
        expect(rowsOf(table).map((row) => row.textContent)).toEqual([
          expect.stringContaining("Can I cancel an order?"),
          expect.stringContaining("How do I track my order?"),
          expect.stringContaining("Can I change my order after paying?"),
        ]),
      );
      // The other groups keep their order.
      expect(orderOf("fgr-2")).toEqual([
        "Which payment methods are accepted?",
        "My payment expired, what now?",
      ]);
    } finally {
      restore();
    }
  });

  it("does not offer reordering while a search hides questions of a group", async () => {
    await renderPage({ user: ADMIN, url: "/faqs?q=order" });
    const table = await screen.findByRole("table", { name: "FAQs in Orders" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(
      screen.getByText(/Clear the search and the active filter to change the order/),
    ).toBeInTheDocument();
    for (const handle of within(table).getAllByRole("button", { name: /^Move / }))
      expect(handle).toBeDisabled();
  });
});

describe("the FAQ group list", () => {
  it("refuses to delete a group that still holds FAQs, saying how many, and deletes an empty one", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/faq-group" });
    const table = await screen.findByRole("table", { name: "FAQ groups" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(6));
    const orders = rowsOf(table).find((row) => row.textContent?.includes("Orders"))!;
    expect(orders).toHaveTextContent("3 FAQs");

    await user.click(within(orders).getByRole("button", { name: "Delete Orders" }));
    const confirm = await screen.findByText("Delete the group Orders?");
    await user.click(
      within(confirm.closest<HTMLElement>(".ant-popover")!).getByRole("button", { name: "Delete" }),
    );
    expect(
      await screen.findByText("This group still holds 3 FAQs. Move or delete them first."),
    ).toBeInTheDocument();
    expect(db.faqGroups.get("fgr-1")).toBeDefined();
    expect(rowsOf(table)).toHaveLength(6);

    const account = rowsOf(table).find((row) => row.textContent?.includes("Account"))!;
    expect(account).toHaveTextContent("0 FAQs");
    await user.click(within(account).getByRole("button", { name: "Delete Account" }));
    const second = await screen.findByText("Delete the group Account?");
    await user.click(
      within(second.closest<HTMLElement>(".ant-popover")!).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(rowsOf(table)).toHaveLength(5));
    expect(db.faqGroups.get("fgr-6")).toBeUndefined();
  });
});

const groupsInOrder = () =>
  [...db.faqGroups.all()].sort((a, b) => a.order - b.order).map((row) => row.nameEn);
/** The English names of the group list's rows, top to bottom. */
const groupRows = (table: HTMLElement) =>
  rowsOf(table).map((row) =>
    ["Orders", "Payments", "Shipping", "Eye Test", "Warranty", "Account"].find((name) =>
      row.textContent?.includes(name),
    ),
  );

describe("reordering the FAQ groups", () => {
  it("moves a group with Move up and another with the keyboard, and the order stays after a reload", async () => {
    const restore = layOutRows();
    try {
      const { user, unmount } = await renderPage({ user: ADMIN, url: "/faq-group" });
      const table = await screen.findByRole("table", { name: "FAQ groups" });
      await waitFor(() =>
        expect(groupRows(table)).toEqual([
          "Orders",
          "Payments",
          "Shipping",
          "Eye Test",
          "Warranty",
          "Account",
        ]),
      );
      expect(
        screen.getByText(/Drag a group by its handle, or use Move up and Move down/),
      ).toBeInTheDocument();
      expect(within(table).getByRole("button", { name: "Move Orders up" })).toBeDisabled();
      expect(within(table).getByRole("button", { name: "Move Account down" })).toBeDisabled();

      await user.click(within(table).getByRole("button", { name: "Move Shipping up" }));
      await waitFor(() =>
        expect(groupsInOrder()).toEqual([
          "Orders",
          "Shipping",
          "Payments",
          "Eye Test",
          "Warranty",
          "Account",
        ]),
      );
      await waitFor(() =>
        expect(groupRows(table).slice(0, 3)).toEqual(["Orders", "Shipping", "Payments"]),
      );

      await waitFor(() =>
        expect(within(table).getByRole("button", { name: "Move Account" })).toBeEnabled(),
      );
      const handle = within(table).getByRole("button", { name: "Move Account" });
      handle.focus();
      await user.keyboard("[Space]");
      expect(handle).toHaveAttribute("aria-pressed", "true");
      expect(await screen.findByText("Account is at position 6 of 6.")).toBeInTheDocument();
      await user.keyboard("[ArrowUp]");
      await user.keyboard("[ArrowUp]");
      expect(await screen.findByText("Account is at position 4 of 6.")).toBeInTheDocument();
      await user.keyboard("[Space]");
      expect(await screen.findByText("Account dropped at position 4 of 6.")).toBeInTheDocument();
      const moved = ["Orders", "Shipping", "Payments", "Account", "Eye Test", "Warranty"];
      await waitFor(() => expect(groupsInOrder()).toEqual(moved));
      expect(
        db.faqGroups
          .all()
          .map((row) => row.order)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5, 6]);
      unmount();

      await renderPage({ user: ADMIN, url: "/faq-group" });
      const again = await screen.findByRole("table", { name: "FAQ groups" });
      await waitFor(() => expect(groupRows(again)).toEqual(moved));
    } finally {
      restore();
    }
  });

  it("offers no handle and no move buttons to a user who may not change FAQ groups", async () => {
    const role = db.roles.get("rol-super-admin")!;
    db.roles.replace({
      ...role,
      permissions: role.permissions.filter((code: string) => code !== "FAQ_GROUP.UPDATE"),
    });
    await renderPage({ user: ADMIN, url: "/faq-group" });
    const table = await screen.findByRole("table", { name: "FAQ groups" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(6));
    expect(groupRows(table)[0]).toBe("Orders");
    expect(within(table).queryByRole("button", { name: /^Move / })).toBeNull();
    expect(screen.queryByText(/Drag a group by its handle/)).toBeNull();
  });
});

describe("the FAQ list without the permission to change FAQs", () => {
  it("shows the questions without drag handles, edit or delete buttons", async () => {
    const role = db.roles.get("rol-super-admin")!;
    db.roles.replace({
      ...role,
      permissions: role.permissions.filter(
        (code: string) => code !== "FAQ.UPDATE" && code !== "FAQ.DELETE",
      ),
    });
    await renderPage({ user: ADMIN, url: "/faqs" });
    const table = await screen.findByRole("table", { name: "FAQs in Orders" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3));
    expect(rowsOf(table)[0]).toHaveTextContent("How do I track my order?");
    expect(within(table).queryByRole("button", { name: /^Move / })).toBeNull();
    expect(within(table).queryByRole("button", { name: /^Delete / })).toBeNull();
    expect(within(table).queryByRole("link", { name: /^Edit / })).toBeNull();
    expect(screen.queryByText(/Drag a question by its handle/)).toBeNull();
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { statusOf } from "@resources/promotions/demo/vouchers.codes";
import { catchDownloads, csvLines } from "@tests/helpers/downloads";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, fillNumber, formItemOf, rowsOf, saveButton } from "../catalogue/helpers";
import { countBy } from "@tests/helpers/count-by";

configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** A button by its text (role queries walk the whole accessibility tree: seconds on these pages). */
const buttonNamed = (text: string) =>
  screen.getByText(text, { selector: "button span" }).closest("button")!;

/** A seeded voucher that can still get codes (running or scheduled, not archived). */
const openVoucher = () =>
  db.vouchers.find((voucher) => !voucher.isArchived && statusOf(voucher) === "ACTIVE")!;

describe("vouchers", () => {
  it("pages a voucher's codes with a page-size changer kept in the URL, and says empty only once loaded", async () => {
    const [voucherId, count] = countBy(db.voucherCodes.all(), (code) => code.voucherId).find(
      ([, n]) => n > 10 && n <= 100,
    )!;
    await renderPage({ user: ADMIN, url: `/vouchers/${voucherId}?codesSize=10` });
    // While the codes load, the table does not say there are none.
    expect(screen.queryByText(/No codes yet/)).toBeNull();
    const table = await screen.findByRole("table", { name: "Codes" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    expect(screen.queryByText(/No codes yet/)).toBeNull();
    const pager = table.closest(".ant-table-wrapper")!.querySelector(".ant-pagination")!;
    expect(pager).toHaveTextContent(`1–10 of ${count}`);
    expect(within(pager as HTMLElement).getByText("10 / page")).toBeInTheDocument();
  });

  it("shows the server's discount and limit rules on their fields, then saves with the brand's code as prefix", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/vouchers/add" });
    await fill(user, "Voucher name", "Lensa hemat");
    await choose(user, "Brand", "Optik Prima");
    expect(await screen.findByTestId("code-prefix")).toHaveTextContent("PRIM");
    await user.click(screen.getByLabelText("Fixed amount"));
    await fillNumber(user, "Amount", "100000");
    await fillNumber(user, "Minimum spend", "50000");
    await fillNumber(user, "Total uses", "5");
    await fillNumber(user, "Uses per customer", "6");
    await user.click(saveButton());

    const amount = formItemOf(screen.getByLabelText("Amount"));
    expect(
      await within(amount).findByText("A fixed discount must not be more than the minimum spend."),
    ).toBeInTheDocument();
    expect(
      within(formItemOf(screen.getByLabelText("Uses per customer"))).getByText(
        "Uses per customer must not be more than the total uses.",
      ),
    ).toBeInTheDocument();
    expect(db.vouchers.find((voucher) => voucher.voucherName === "Lensa hemat")).toBeUndefined();

    await fillNumber(user, "Amount", "50000");
    await fillNumber(user, "Uses per customer", "1");
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toMatch(/^\/vouchers\/vch-/));
    const saved = db.vouchers.find((voucher) => voucher.voucherName === "Lensa hemat")!;
    expect(saved).toMatchObject({
      discountType: "FIXED",
      discountValue: 50_000,
      minPurchase: 50_000,
      quota: 5,
      perCustomerLimit: 1,
    });
    expect(await screen.findByText("Fixed amount: Rp 50.000")).toBeInTheDocument();
    expect(screen.getByLabelText("Code prefix")).toHaveTextContent("PRIM");
    expect(
      await screen.findByText("No codes yet. Generate a batch to hand this voucher out."),
    ).toBeInTheDocument();
  });

  it("previews codes, generates a batch with its progress, refuses a space too small, and lists the codes on the voucher", async () => {
    // A running voucher with no code yet: its first batch needs no confirmation.
    const voucher = db.vouchers.insert({
      ...openVoucher(),
      voucherId: "vch-fresh",
      voucherName: "Fresh voucher",
    });
    const prefix = db.brands.get(voucher.brandId)!.brandCode;
    const before = db.voucherCodes.filter((code) => code.voucherId === voucher.voucherId).length;
    const { user } = await renderPage({
      user: ADMIN,
      url: `/vouchers/generate?voucherId=${voucher.voucherId}`,
    });
    expect(await screen.findByTestId("generate-prefix")).toHaveTextContent(prefix);

    // A space too small for the count: the server's sentence on "How many codes".
    await fillNumber(user, "How many codes", "700");
    await fillNumber(user, "Suffix length", "4");
    await user.click(screen.getByLabelText(/^Digits only/));
    await user.click(buttonNamed("Preview"));
    expect(
      await within(formItemOf(screen.getByLabelText("How many codes"))).findByText(
        /^Only 625 more codes of 4 characters fit after/,
      ),
    ).toBeInTheDocument();
    expect(buttonNamed("Generate")).toBeDisabled();

    await fillNumber(user, "How many codes", "1200");
    await fillNumber(user, "Suffix length", "6");
    await user.click(screen.getByLabelText(/^Letters and digits/));
    await user.click(buttonNamed("Preview"));
    const preview = await screen.findByLabelText("Preview", { selector: "ul" });
    const previewed = [...preview.querySelectorAll("li")];
    expect(previewed).toHaveLength(5);
    for (const item of previewed) expect(item.textContent).toMatch(new RegExp(`^${prefix}.{6}$`));
    expect(db.voucherCodes.filter((code) => code.voucherId === voucher.voucherId)).toHaveLength(
      before,
    );

    expect(before).toBe(0);
    // Each chunk's answer takes a moment, as over a network. Without it, on a loaded machine, the
    // next chunk's progress could come before React had drawn the last one, and React draws only
    // the newest: the batch went from nothing to done with no step in between to see.
    const { http, delay } = await import("msw");
    const { server } = await import("@/mocks/node");
    server.use(
      // Answering nothing, the demo API's own handler answers after the pause.
      http.post("*/vouchers/:id/codes/generate", async () => void (await delay(400))),
    );
    await user.click(buttonNamed("Generate"));
    // The progress moves chunk by chunk before the batch is done.
    expect(
      await screen.findByText(/^Generating: (500|1\.000) of 1\.200 codes$/),
    ).toBeInTheDocument();
    expect(await screen.findByText("1.200 codes generated.")).toBeInTheDocument();
    expect(buttonNamed("Download 1.200 codes (CSV)")).toBeEnabled();
    const made = db.voucherCodes.filter((code) => code.voucherId === voucher.voucherId);
    expect(made).toHaveLength(before + 1200);
    const batch = made.slice(before);
    expect(new Set(batch.map((code) => code.batchId)).size).toBe(1);
    const one = batch[0]!.code;
    expect(one).toMatch(new RegExp(`^${prefix}[ACEFGHJKMNPRTWXY34679]{6}$`));

    // The count follows the batch, and a second batch is asked for, not made by a second click.
    const total = new Intl.NumberFormat("id-ID").format(before + 1200);
    expect(await screen.findByText(`This voucher has ${total} codes already.`)).toBeInTheDocument();
    await user.click(buttonNamed("Generate"));
    const again = await screen.findByRole("dialog", { name: "Make another batch of 1.200 codes?" });
    expect(again).toHaveTextContent(`${voucher.voucherName} has ${total} codes already.`);
    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    expect(db.voucherCodes.filter((code) => code.voucherId === voucher.voucherId)).toHaveLength(
      before + 1200,
    );

    await user.click(screen.getByText("Open the voucher"));
    await waitFor(() => expect(currentUrl()).toBe(`/vouchers/${voucher.voucherId}`));
    const search = await screen.findByLabelText("Search code, customer or transaction", {
      selector: "input",
    });
    await user.click(search);
    await user.paste(one);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(currentUrl()).toContain(`codesQ=${one}`));
    const table = await screen.findByRole("table", { name: "Codes" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(within(table).getByText(one)).toBeInTheDocument();
    expect(within(table).getByText("Unused")).toBeInTheDocument();
  });

  it("offers every earlier batch of a voucher for download again from its page", async () => {
    const created = catchDownloads("blob:batch");
    // A voucher with codes from two batches, made on different days.
    const counts = new Map<string, Map<string, number>>();
    for (const code of db.voucherCodes.all()) {
      const batches = counts.get(code.voucherId) ?? new Map<string, number>();
      batches.set(code.batchId, (batches.get(code.batchId) ?? 0) + 1);
      counts.set(code.voucherId, batches);
    }
    let [voucherId, batches] = [...counts].find(([, b]) => b.size >= 2) ?? [];
    if (!voucherId) {
      [voucherId, batches] = [...counts][0]!;
      const first = db.voucherCodes.find((code) => code.voucherId === voucherId)!;
      db.voucherCodes.insert({
        ...first,
        codeId: "vcd-second-batch",
        code: `${first.code}Z`,
        batchId: "bat-second",
        createdAt: "2026-01-02T03:04:00.000Z",
        updatedAt: "2026-01-02T03:04:00.000Z",
      });
      batches!.set("bat-second", 1);
    }
    const { user } = await renderPage({ user: ADMIN, url: `/vouchers/${voucherId}` });
    const table = await screen.findByRole("table", { name: "Code batches" });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(batches!.size));
    // No batch id on screen: when it was made and how many codes.
    expect(table.textContent).not.toMatch(/bat-/);
    const [batchId, count] = [...batches!].sort((a, b) => b[1] - a[1])[0]!;
    const row = rowsOf(table).find((r) =>
      r.textContent?.includes(new Intl.NumberFormat("id-ID").format(count)),
    )!;
    await user.click(within(row).getByText("CSV", { selector: "button span" }));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = await csvLines(created[0]!);
    expect(lines[0]).toBe("Code,Voucher name,Batch");
    const expected = db.voucherCodes
      .filter((code) => code.voucherId === voucherId && code.batchId === batchId)
      .map((code) => code.code)
      .sort();
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(expected);
  });

  it("archives a voucher from its page, finds it in the archive and brings it back", async () => {
    const voucher = openVoucher();
    const { user, unmount } = await renderPage({
      user: ADMIN,
      url: `/vouchers/${voucher.voucherId}`,
    });
    await user.click(await screen.findByLabelText(`Archive ${voucher.voucherName}`));
    const popover = (
      await screen.findByText(new RegExp(`^Archive ${voucher.voucherName}\\?`))
    ).closest<HTMLElement>(".ant-popover")!;
    await user.click(within(popover).getByText("Archive").closest("button")!);
    await waitFor(() => expect(db.vouchers.get(voucher.voucherId)!.isArchived).toBe(true));
    expect(await screen.findByLabelText(`Unarchive ${voucher.voucherName}`)).toBeInTheDocument();
    unmount();

    const { user: again } = await renderPage({
      user: ADMIN,
      url: `/vouchers/archive?q=${encodeURIComponent(voucher.voucherName)}`,
    });
    const archive = await screen.findByRole("table", { name: "Voucher archive" });
    await within(archive).findByText(voucher.voucherName);
    // Every voucher here is archived: the list's Status column is left out, its other columns stay.
    expect(within(archive).getByRole("columnheader", { name: /Discount/ })).toBeInTheDocument();
    expect(within(archive).queryByRole("columnheader", { name: /Status/ })).toBeNull();
    // Nor does it offer the list's status and attention filters (no choice there would find one).
    expect(screen.getByRole("combobox", { name: "Brand" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Needs attention" })).toBeNull();
    await again.click(within(archive).getByLabelText(`Unarchive ${voucher.voucherName}`));
    const confirm = (
      await screen.findByText(`Bring ${voucher.voucherName} back to the list?`)
    ).closest<HTMLElement>(".ant-popover")!;
    await again.click(within(confirm).getByText("Unarchive").closest("button")!);
    await waitFor(() => expect(db.vouchers.get(voucher.voucherId)!.isArchived).toBe(false));
    await waitFor(() => expect(within(archive).queryByText(voucher.voucherName)).toBeNull());
  });
});

describe("vouchers behind their permissions", () => {
  it("shows a reader the list without Add, Generate codes or Archive, and the generate page as 403", async () => {
    const role = db.roles.get("rol-catalog")!;
    db.roles.replace({
      ...role,
      permissions: [...role.permissions, "VOUCHER.LIST", "VOUCHER.DETAIL"],
    });
    const { unmount } = await renderPage({ user: "catalog@demo.test", url: "/vouchers" });
    const table = await screen.findByRole("table", { name: "Voucher" });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(screen.queryByText("Generate codes")).not.toBeInTheDocument();
    expect(screen.queryByText("Add")).not.toBeInTheDocument();
    expect(within(table).queryAllByLabelText(/^Archive /)).toHaveLength(0);
    unmount();

    await renderPage({ user: "catalog@demo.test", url: "/vouchers/generate" });
    expect(
      await screen.findByText(/You don't have permission to open this page/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("How many codes")).not.toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import type { UserEvent } from "@testing-library/user-event";
import { fill, formItemOf, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** A number input by its label (the discount type's radio is also named "Percentage"). */
const numberInput = (label: string) =>
  screen.getByLabelText(label, { selector: "input.ant-input-number-input" });

/** Types into a number input. */
async function typeNumber(user: UserEvent, label: string, value: string) {
  const input = await waitFor(() => numberInput(label));
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** The message under a field (its form item), found by the field's label. */
const messageOf = (label: string, text: string) =>
  within(formItemOf(numberInput(label))).findByText(text);

/** What the detail page shows for a label (the cell beside it). */
const shownFor = (label: string) =>
  screen.getByText(label, { selector: "th, th *" }).closest("th")!.nextElementSibling!;

const buttonNamed = (text: string) =>
  screen.getByText(text, { selector: "button span" }).closest("button")!;

describe("the voucher form's bounds", () => {
  it("keeps 150 %, a negative cap and 0 total uses as typed, says each bound on its field and saves nothing", async () => {
    const count = db.vouchers.all().length;
    const { user } = await renderPage({ user: ADMIN, url: "/vouchers/add" });
    await fill(user, "Voucher name", "Too generous");
    await typeNumber(user, "Percentage", "150");
    await typeNumber(user, "Maximum discount", "-5000");
    await typeNumber(user, "Total uses", "0");
    await user.click(saveButton());

    expect(await messageOf("Percentage", "Percentage must be at most 100.")).toBeInTheDocument();
    expect(
      await messageOf("Maximum discount", "Maximum discount must be at least Rp 1."),
    ).toBeInTheDocument();
    expect(await messageOf("Total uses", "Total uses must be at least 1.")).toBeInTheDocument();
    // Nothing clamped on blur: the values stay as typed.
    expect(numberInput("Percentage")).toHaveValue("150");
    expect(numberInput("Maximum discount")).toHaveValue("-5.000");
    expect(numberInput("Total uses")).toHaveValue("0");
    expect(currentUrl()).toBe("/vouchers/add");
    expect(db.vouchers.all()).toHaveLength(count);
  });

  it("saves an emptied cap, minimum spend, total uses and description as none (null) and shows them as -", async () => {
    const voucher = db.vouchers.find(
      (row) =>
        !row.isArchived &&
        row.discountType === "PERCENTAGE" &&
        row.maxDiscount !== null &&
        row.minPurchase !== null &&
        row.quota !== null &&
        !!row.description,
    )!;
    const { user } = await renderPage({ user: ADMIN, url: `/vouchers/${voucher.voucherId}/edit` });
    // The record's values fill the form once loaded.
    const cap = await waitFor(() => {
      const input = numberInput("Maximum discount");
      expect(input).not.toHaveValue("");
      return input;
    });
    await user.clear(cap);
    await user.clear(numberInput("Minimum spend"));
    await user.clear(numberInput("Total uses"));
    await user.clear(screen.getByLabelText("Description", { selector: "textarea" }));
    await user.click(saveButton());

    await waitFor(() => expect(currentUrl()).toBe(`/vouchers/${voucher.voucherId}`));
    expect(db.vouchers.get(voucher.voucherId)).toMatchObject({
      maxDiscount: null,
      minPurchase: null,
      quota: null,
      description: null,
    });
    await screen.findByText("Maximum discount", { selector: "th, th *" });
    expect(shownFor("Maximum discount")).toHaveTextContent(/^-$/);
    expect(shownFor("Minimum spend")).toHaveTextContent(/^-$/);
    expect(shownFor("Total uses")).toHaveTextContent(/^-$/);
    expect(shownFor("Description")).toHaveTextContent(/^-$/);
  });
});

describe("the generate page's bounds", () => {
  it("keeps a suffix of 2 and 10.001 codes as typed, with the bounds on their fields, and asks the server nothing", async () => {
    const voucher = db.vouchers.find((row) => !row.isArchived && row.discountType === "FIXED")!;
    const before = db.voucherCodes.all().length;
    const { user } = await renderPage({
      user: ADMIN,
      url: `/vouchers/generate?voucherId=${voucher.voucherId}`,
    });
    await screen.findByTestId("generate-prefix");
    await typeNumber(user, "Suffix length", "2");
    await typeNumber(user, "How many codes", "10001");
    await user.click(buttonNamed("Preview"));

    expect(
      await messageOf("Suffix length", "Suffix length must be at least 4."),
    ).toBeInTheDocument();
    expect(
      await messageOf("How many codes", "How many codes must be at most 10.000."),
    ).toBeInTheDocument();
    expect(numberInput("Suffix length")).toHaveValue("2");
    expect(numberInput("How many codes")).toHaveValue("10001");
    expect(screen.queryByLabelText("Preview", { selector: "ul" })).toBeNull();
    expect(buttonNamed("Generate")).toBeDisabled();
    expect(db.voucherCodes.all()).toHaveLength(before);
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "@/mocks/node";
import { png } from "@tests/helpers/png";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { choose, fill, formItemOf, pickDate, saveButton } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 20000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/**
 * jsdom's FormData reaches the MSW node server without the file's bytes ("undefined"), so the upload
 * call reads the file itself here (progress included); the browser test uploads through POST /uploads.
 */
vi.mock("@providers/data/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@providers/data/api")>()),
  uploadFile: async (file: Blob, onProgress?: (percent: number) => void) => {
    onProgress?.(50);
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    });
    onProgress?.(100);
    return { url };
  },
}));

const pngFile = (name: string, width: number, height: number) =>
  new File([new Uint8Array(png(width, height))], name, { type: "image/png" });

/** The upload input of a picture field (found by its button's name). */
const uploadInput = (button: string) =>
  screen
    .getByText(button)
    .closest(".ant-upload")!
    .querySelector<HTMLInputElement>("input[type=file]")!;

/** Searches a picker and picks the option that shows `name`. */
async function search(user: UserEvent, label: string, text: string, name: string) {
  const input = await screen.findByLabelText(label, { selector: "input" });
  await user.click(input);
  await user.paste(text);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option",
      ),
    ].find((node) => node.textContent?.startsWith(name));
    if (!found) throw new Error(`${name} not offered`);
    return found;
  });
  await user.click(option);
}

describe("the banner form", () => {
  it("creates a PRODUCT banner: the product picked by searching, pictures checked for their size, then scheduled", async () => {
    const product = db.products.find((row) => row.status === "ACTIVE" && !row.isArchived)!;
    const { user } = await renderPage({ user: ADMIN, url: "/banner/add" });
    await fill(user, "Title", "Kids frames week");
    await choose(user, "Banner type", "Product");
    await search(user, "Product", product.sku, product.productName);

    // A picture of other proportions is refused before it is uploaded, with the sizes it needs.
    await user.upload(uploadInput("Upload Desktop image"), pngFile("wide.png", 1200, 800));
    expect(
      await screen.findByText(
        "wide.png is 1200 × 800 px: it needs the proportions of 1920 × 640 px.",
      ),
    ).toBeVisible();
    await user.upload(uploadInput("Upload Desktop image"), pngFile("desktop.png", 1920, 640));
    expect(await screen.findByRole("img", { name: "Desktop image" })).toBeVisible();
    await user.upload(uploadInput("Upload Mobile image"), pngFile("phone.png", 750, 375));
    expect(await screen.findByRole("img", { name: "Mobile image" })).toBeVisible();

    await pickDate(user, "Start", "01/03/2031 09:00");
    await pickDate(user, "End", "31/03/2031 21:00");
    await user.click(saveButton());

    await waitFor(() => expect(currentUrl()).toMatch(/^\/banner\/bnr-\w+$/));
    const created = db.banners.find((row) => row.title === "Kids frames week")!;
    expect(created).toMatchObject({
      bannerType: "PRODUCT",
      productId: product.productId,
      isPopup: false,
      platforms: ["WEB", "APP"],
      isActive: true,
    });
    expect(created.desktopImageUrl).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText("Scheduled")).toBeVisible();
    expect(screen.getByRole("link", { name: product.productName })).toHaveAttribute(
      "href",
      `/products/${product.productId}`,
    );
  });

  it("links a banner to a voucher picked by searching, and drops its product", async () => {
    const voucher = db.vouchers.find((row) => !row.isArchived)!;
    expect(db.banners.get("bnr-1")!.bannerType).toBe("PRODUCT");
    const { user } = await renderPage({ user: ADMIN, url: "/banner/bnr-1/edit" });
    await waitFor(() =>
      expect(screen.getByLabelText("Title", { selector: "input" })).toHaveValue("New Arrivals"),
    );
    await choose(user, "Banner type", "Voucher");
    await search(user, "Voucher", voucher.voucherName, voucher.voucherName);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/banner/bnr-1"));
    expect(db.banners.get("bnr-1")).toMatchObject({
      bannerType: "VOUCHER",
      voucherId: voucher.voucherId,
      productId: null,
    });
  });

  it("refuses a URL that is not https on its field, then saves the popup with its https URL", async () => {
    const popup = db.banners.get("bnr-14")!;
    expect(popup).toMatchObject({ isPopup: true, bannerType: "URL" });
    const { user } = await renderPage({ user: ADMIN, url: "/popup-banner/bnr-14/edit" });
    await waitFor(() =>
      expect(screen.getByLabelText("Dismiss button label", { selector: "input" })).toHaveValue(
        popup.dismissLabel,
      ),
    );
    expect(screen.getByRole("radio", { name: "Once a day" })).toBeInTheDocument();
    await fill(user, "URL", "http://www.example.co.id/promo");
    await user.click(saveButton());
    const url = screen.getByLabelText("URL", { selector: "input" });
    await waitFor(() =>
      expect(within(formItemOf(url)).getByText("Enter a full https:// address.")).toBeVisible(),
    );
    await fill(user, "URL", "https://www.example.co.id/lens-week");
    await user.click(screen.getByRole("radio", { name: "Every visit" }));
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/popup-banner/bnr-14"));
    expect(db.banners.get("bnr-14")).toMatchObject({
      url: "https://www.example.co.id/lens-week",
      frequency: "EVERY_VISIT",
    });
  });

  it("keeps an order of 0 as typed with its bound, and saves an emptied order as none: the banner keeps its place", async () => {
    const { order, updatedAt } = db.banners.get("bnr-1")!;
    const { user } = await renderPage({ user: ADMIN, url: "/banner/bnr-1/edit" });
    const input = await waitFor(() => {
      const found = screen.getByLabelText("Order", { selector: "input" });
      expect(found).toHaveValue(String(order));
      return found;
    });
    await user.clear(input);
    await user.click(input);
    await user.paste("0");
    await user.click(saveButton());
    // Visible once antd's message has shown (it fades in from opacity 0).
    await waitFor(() =>
      expect(within(formItemOf(input)).getByText("Order must be at least 1.")).toBeVisible(),
    );
    // Not clamped to 1 on blur, and nothing saved.
    expect(input).toHaveValue("0");
    expect(currentUrl()).toBe("/banner/bnr-1/edit");
    expect(db.banners.get("bnr-1")!.updatedAt).toBe(updatedAt);

    await user.clear(input);
    await user.click(saveButton());
    await waitFor(() => expect(currentUrl()).toBe("/banner/bnr-1"));
    expect(db.banners.get("bnr-1")!.order).toBe(order);
    expect(db.banners.get("bnr-1")!.updatedAt).not.toBe(updatedAt);
  });

  it("offers the rich-text editor for CUSTOM content instead of the URL, and requires it", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/banner/bnr-3/edit" });
    await screen.findByLabelText("URL", { selector: "input" });
    await choose(user, "Banner type", "Custom content");
    expect((await screen.findAllByRole("toolbar", { name: "Formatting" }))[0]).toBeVisible();
    expect(screen.queryByLabelText("URL", { selector: "input" })).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByText("Content is required.")).toBeVisible());
    expect(db.banners.get("bnr-3")!.bannerType).toBe("URL");
  });
});

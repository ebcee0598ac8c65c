import { configure, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@providers/i18n";
import { db } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { fill, formItemOf, saveForm } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(async () => {
  await i18n.changeLanguage("en");
});

const ADMIN = "admin@demo.test";

describe("page content", () => {
  it("leaves an untouched add form without asking (its rich-text fields changed nothing)", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = await renderApp({ user: ADMIN, url: "/page-content/add" });
    // Both languages' editors are ready (each one's start used to count as an edit).
    await waitFor(() =>
      expect(document.querySelectorAll('.rich-text-editable[contenteditable="true"]')).toHaveLength(
        2,
      ),
    );
    await user.click(
      await waitFor(() => document.querySelector<HTMLElement>('a[href="/dashboard"]')!),
    );
    await waitFor(() => expect(currentUrl()).toBe("/dashboard"));
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it("lists the seeded pages with their slug, state and last editor", async () => {
    await renderPage({ user: ADMIN, url: "/page-content" });
    expect(await screen.findByRole("link", { name: "Tentang kami" })).toBeInTheDocument();
    expect(screen.getByText("terms-and-conditions")).toBeInTheDocument();
    expect(screen.getByText("how-to-measure-frame-size")).toBeInTheDocument();
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
  });

  it("edits a page: the change is stored with who made it, and the preview shows it", async () => {
    const page = db.pageContents.find((row) => row.slug === "about-us")!;
    const { user } = await renderPage({ user: ADMIN, url: `/page-content/${page.pageId}/edit` });
    await waitFor(() =>
      expect(screen.getByLabelText("Title (Indonesian)")).toHaveValue("Tentang kami"),
    );
    expect(await screen.findByText(/Last changed by Admin/)).toBeInTheDocument();
    await fill(user, "Title (Indonesian)", "Tentang Optik Prima");
    await saveForm(user);
    await waitFor(() =>
      expect(db.pageContents.get(page.pageId)?.titleId).toBe("Tentang Optik Prima"),
    );
    expect(db.pageContents.get(page.pageId)?.updatedBy?.name).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe(`/page-content/${page.pageId}`));
    expect(await screen.findByRole("heading", { name: "Tentang Optik Prima" })).toBeInTheDocument();
    expect(screen.getByText("Lebih dari 40 toko di 12 kota")).toBeInTheDocument();
  });

  it("needs the Indonesian title and a well-formed slug before saving; a used slug comes back from the server on its field", async () => {
    const page = db.pageContents.find((row) => row.slug === "privacy-policy")!;
    const { user } = await renderPage({ user: ADMIN, url: `/page-content/${page.pageId}/edit` });
    await waitFor(() => expect(screen.getByLabelText("Slug")).toHaveValue("privacy-policy"));
    await fill(user, "Title (Indonesian)", " ");
    await fill(user, "Slug", "Privacy Policy");
    await saveForm(user);
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Title (Indonesian)"))).toHaveTextContent(
        // The schema's wording, the same as the server's.
        "Title (Indonesian) is required.",
      ),
    );
    expect(formItemOf(screen.getByLabelText("Slug"))).toHaveTextContent(
      "Use lowercase letters, digits and single dashes",
    );
    expect(db.pageContents.get(page.pageId)?.slug).toBe("privacy-policy");

    await fill(user, "Title (Indonesian)", "Kebijakan privasi");
    await fill(user, "Slug", "about-us");
    await saveForm(user);
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText("Slug"))).toHaveTextContent(
        "This slug is already used by another page.",
      ),
    );
    expect(db.pageContents.get(page.pageId)?.slug).toBe("privacy-policy");
    expect(screen.getByLabelText("Slug")).toHaveValue("about-us");
  });
});

describe("page content: an emptied English title", () => {
  it("is saved as none (null), not an empty text, and listed as -", async () => {
    const page = db.pageContents.find((row) => row.slug === "about-us")!;
    const { user, unmount } = await renderPage({
      user: ADMIN,
      url: `/page-content/${page.pageId}/edit`,
    });
    await waitFor(() => expect(screen.getByLabelText("Title (English)")).toHaveValue("About us"));
    await user.clear(screen.getByLabelText("Title (English)"));
    await saveForm(user);
    await waitFor(() => expect(currentUrl()).toBe(`/page-content/${page.pageId}`));
    expect(db.pageContents.get(page.pageId)?.titleEn).toBeNull();
    unmount();

    await renderPage({ user: ADMIN, url: "/page-content" });
    const link = await screen.findByRole("link", { name: page.titleId });
    const column = screen
      .getAllByRole("columnheader")
      .findIndex((header) => header.textContent?.includes("Title (English)"));
    expect(column).toBeGreaterThanOrEqual(0);
    const row = link.closest("tr")!;
    expect(within(row).getAllByRole("cell")[column]).toHaveTextContent(/^-$/);
  });
});

describe("page content API", () => {
  it("sanitises bodies before storing them", async () => {
    await renderPage({ user: ADMIN, url: "/page-content" });
    await screen.findByRole("link", { name: "Tentang kami" });
    const page = db.pageContents.find((row) => row.slug === "terms-and-conditions")!;
    const { apiRequest } = await import("@providers/data/http");
    await apiRequest("PATCH", `/page-contents/${page.pageId}`, {
      body: {
        bodyId:
          '<h2>Judul</h2><p onclick="x()">Isi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      },
    });
    const stored = db.pageContents.get(page.pageId)!.bodyId;
    expect(stored).toContain("<h2>Judul</h2>");
    expect(stored).toContain("Isi");
    expect(stored).not.toMatch(/script|onclick|javascript/);
  });
});

describe("page content editor and access", () => {
  it("offers a translated, named toolbar and previews the page as typed", async () => {
    const page = db.pageContents.find((row) => row.slug === "about-us")!;
    const { user } = await renderPage({ user: ADMIN, url: `/page-content/${page.pageId}/edit` });
    await waitFor(() =>
      expect((screen.getByLabelText("Title (Indonesian)") as HTMLInputElement).value).toMatch(
        /^Tentang/,
      ),
    );
    const toolbar = (await screen.findAllByRole("toolbar", { name: "Formatting" }))[0]!;
    for (const name of [
      "Heading 2, H2",
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Link",
      "Insert image",
      "Undo",
      "Redo",
    ])
      expect(within(toolbar).getByRole("button", { name })).toBeInTheDocument();
    await fill(user, "Title (Indonesian)", "Tentang toko kami");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("dialog");
    expect(within(preview).getByRole("heading", { name: "Tentang toko kami" })).toBeInTheDocument();

    await i18n.changeLanguage("id");
    expect((await screen.findAllByRole("toolbar", { name: "Format teks" }))[0]).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Tebal" }).length).toBeGreaterThan(0);
  });

  it("is closed to staff without the web-content setting", async () => {
    await renderPage({ user: "catalog@demo.test", url: "/page-content" });
    expect(await screen.findByText(/You don't have permission/i)).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  getLanguage,
  i18n,
  i18nProvider,
  initI18n,
  loadNamespaces,
  normaliseLanguage,
  setLanguage,
  startupLanguage,
  translateOr,
} from "@providers/i18n";

beforeAll(async () => {
  await initI18n();
  // jsdom sits on "/", a public page, which starts without the default namespace (the console loads it).
  await loadNamespaces("translation");
});

afterEach(async () => {
  await setLanguage("en");
});

describe("i18nProvider", () => {
  it("starts in en (fallback) with no stored choice, and sets <html lang>", () => {
    expect(getLanguage()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18nProvider.translate("buttons.save")).toBe("Save");
  });

  it("takes Refine's string second argument as the default text, never a raw key", () => {
    expect(i18nProvider.translate("buttons.save", "Default")).toBe("Save");
    expect(i18nProvider.translate("no.such.key", "Fallback text")).toBe("Fallback text");
    expect(i18nProvider.translate("no.such.key", {}, "Third argument")).toBe("Third argument");
    expect(i18nProvider.translate("notifications.createSuccess", { resource: "Brand" })).toBe(
      "Successfully created Brand",
    );
  });

  it("switches language: local storage `language`, cookie `i18next`, <html lang> (ja for jp)", async () => {
    await i18nProvider.changeLocale("jp");
    expect(i18nProvider.getLocale()).toBe("jp");
    expect(localStorage.getItem("language")).toBe("jp");
    expect(document.cookie).toContain("i18next=jp");
    expect(document.documentElement.lang).toBe("ja");
    expect(i18nProvider.translate("buttons.save", "Save")).toBe("保存");

    await setLanguage("id");
    expect(document.documentElement.lang).toBe("id");
    expect(i18nProvider.translate("buttons.save", "Save")).toBe("Simpan");
  });

  it("a key missing in the current language falls back to en", async () => {
    await setLanguage("jp");
    i18n.addResource("en", "translation", "onlyInEnglish", "English text");
    expect(i18nProvider.translate("onlyInEnglish", "default")).toBe("English text");
  });

  it("loads files lazily: only the current language and en, only the requested namespaces", async () => {
    await setLanguage("jp");
    expect(i18n.hasResourceBundle("jp", "translation")).toBe(true);
    expect(i18n.hasResourceBundle("id", "users")).toBe(false);
    expect(i18n.hasResourceBundle("jp", "payments")).toBe(false);
    await i18n.loadNamespaces("payments");
    expect(i18n.hasResourceBundle("jp", "payments")).toBe(true);
    expect(i18n.t("payments:fields.logo")).toBe("ロゴ");
  });
});

describe("translateOr (messages built outside React)", () => {
  it("translates provider messages in the current language, interpolating values", async () => {
    await setLanguage("jp");
    expect(translateOr("auth.loginFailed", "Login failed.")).toBe("ログインに失敗しました。");
    expect(translateOr("auth.welcome", "Welcome to {{siteName}}", { siteName: "Optik" })).toBe(
      "Optik へようこそ",
    );
    await setLanguage("en");
    expect(translateOr("auth.pingFailed", "x", { message: "Down." })).toBe(
      "API Ping failed. Down.",
    );
  });

  it("answers the English fallback for an unknown key, never the key", () => {
    expect(translateOr("no.such.key", "Fallback {{n}}", { n: 3 })).toBe("Fallback 3");
  });
});

describe("language detection", () => {
  it("maps browser codes onto en, id and jp", () => {
    expect(normaliseLanguage("ja-JP")).toBe("jp");
    expect(normaliseLanguage("id-ID")).toBe("id");
    expect(normaliseLanguage("in")).toBe("id");
    expect(normaliseLanguage("EN_us")).toBe("en");
    expect(normaliseLanguage("de")).toBeUndefined();
  });

  it("a stored cookie overrides the stored language and the detector on load", () => {
    localStorage.setItem("language", "id");
    document.cookie = "i18next=jp; path=/";
    expect(startupLanguage(["en"])).toBe("jp");
  });

  it("without a cookie: stored language, then the detector's first supported answer, then en", () => {
    localStorage.setItem("language", "id");
    expect(startupLanguage(["en"])).toBe("id");
    localStorage.clear();
    expect(startupLanguage(["login", "ja-JP", "en"])).toBe("jp");
    expect(startupLanguage(undefined)).toBe("en");
  });
});

describe("initial namespaces", () => {
  it("start the public pages with the small login namespace only, private pages with the console's texts", async () => {
    const { initialNamespaces } = await import("@providers/i18n");
    for (const path of [
      "/",
      "/login",
      "/forgot-password",
      "/reset-password/abc",
      "/reset-password/link/abc",
      "/search-region",
    ]) {
      expect(initialNamespaces(path)).toEqual(["login", "language"]);
    }
    expect(initialNamespaces("/dashboard")).toEqual(["translation", "language", "login"]);
    expect(initialNamespaces("/products/p-1/edit")).toContain("translation");
  });
});

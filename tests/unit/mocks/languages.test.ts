import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { message, readAs } from "@/contract/messages";
import { server } from "@/mocks/node";
import { languageOf, loadLanguage, readerFor } from "@/mocks/lib/readers";
import { apiRequest } from "@providers/data/http";
import { api, signIn } from "./api";

const withLanguage = (value: string) =>
  new Request("http://localhost/api/x", { headers: { "Accept-Language": value } });

describe("the demo API answers in the staff member's language", () => {
  it("reads the language a request asks for, English for any other", () => {
    expect(languageOf(withLanguage("id"))).toBe("id");
    expect(languageOf(withLanguage("ja"))).toBe("jp");
    expect(languageOf(withLanguage("ja-JP,ja;q=0.9,en;q=0.8"))).toBe("jp");
    expect(languageOf(withLanguage("fr-FR, id;q=0.5"))).toBe("id");
    expect(languageOf(withLanguage("fr"))).toBe("en");
    expect(languageOf(new Request("http://localhost/api/x"))).toBe("en");
  });

  it("writes a schema's rule with the field's label in that language, and falls back to English", async () => {
    const rule = message("validation.required", { field: "catalogue:brands.fields.brandName" });
    // Another language's files load on its first answer; until then its messages are English.
    await loadLanguage("id");
    await loadLanguage("jp");
    expect(readAs(readerFor("id"), rule)).toBe("Nama merek wajib diisi.");
    expect(readAs(readerFor("en"), rule)).toBe("Brand name is required.");
    // A key only the English files have is read in English, never shown as a key.
    expect(readerFor("jp").translate("no.such.key")).toBe("no.such.key");
    expect(readAs(readerFor("jp"), "A plain sentence.")).toBe("A plain sentence.");
  });

  it("answers a 422's field messages and a 403 in Indonesian and Japanese", async () => {
    const token = await signIn("catalog@demo.test");
    const invalid = await api("POST", "/product/brands", {
      token,
      body: { brandName: "", brandCode: "ABCD" },
      headers: { "Accept-Language": "id" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.message).toBe("Beberapa isian tidak valid.");
    expect(invalid.payload.errors.brandName).toBe("Nama merek wajib diisi.");

    const refused = await api("GET", "/vouchers", { token, headers: { "Accept-Language": "ja" } });
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(
      /^この操作を行う権限がありません。不足している権限：VOUCHER\.LIST。$/,
    );

    const english = await api("GET", "/vouchers", { token });
    expect(english.message).toBe(
      "You do not have permission to do this. Missing permission: VOUCHER.LIST.",
    );
  });

  it("is told the language by the console: every call carries the page's language", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get("*/api/language-probe", ({ request }) => {
        seen.push(request.headers.get("accept-language"));
        return HttpResponse.json({ code: "success", message: "OK", payload: null });
      }),
    );
    document.documentElement.lang = "id";
    await apiRequest("GET", "/language-probe");
    document.documentElement.lang = "ja";
    await apiRequest("GET", "/language-probe");
    document.documentElement.lang = "en";
    expect(seen).toEqual(["id", "ja"]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/config";
import { FAILURE_NAMESPACE, failureResources } from "@providers/i18n/failure-texts";

const localesDir = resolve(__dirname, "../../../locales");

/** Dotted key paths of a nested JSON object ("a.b.c"). */
function keysOf(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(resolve(localesDir, lang, `${ns}.json`), "utf8")) as Record<
    string,
    unknown
  >;

describe("locale files", () => {
  const languages = config.i18n.languages;
  const namespaces = readdirSync(resolve(localesDir, "en"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""));

  it("every language has the same namespaces (files) as en", () => {
    for (const lang of languages) {
      const files = readdirSync(resolve(localesDir, lang)).filter((file) => file.endsWith(".json"));
      expect(files.map((file) => file.replace(/\.json$/, "")).sort(), lang).toEqual(
        [...namespaces].sort(),
      );
    }
  });

  it.each(namespaces)(
    "%s: every key present in en exists in id and jp, and the other way round",
    (ns) => {
      const en = new Set(keysOf(read("en", ns)).filter(Boolean));
      for (const lang of languages.filter((item) => item !== "en")) {
        const other = new Set(keysOf(read(lang, ns)).filter(Boolean));
        const missing = [...en].filter((key) => !other.has(key));
        const extra = [...other].filter((key) => !en.has(key));
        expect(missing, `${lang}/${ns}.json lacks keys of en`).toEqual([]);
        expect(extra, `${lang}/${ns}.json has keys en lacks`).toEqual([]);
      }
    },
  );

  it.each(namespaces)("%s: no empty texts, and {{placeholders}} match en", (ns) => {
    const en = read("en", ns);
    const valueAt = (tree: Record<string, unknown>, key: string) =>
      key
        .split(".")
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          tree,
        );
    for (const lang of languages) {
      const tree = read(lang, ns);
      for (const key of keysOf(tree).filter(Boolean)) {
        const text = valueAt(tree, key);
        expect(typeof text === "string" && text.trim() !== "", `${lang}/${ns}: ${key}`).toBe(true);
        const placeholders = (value: unknown) =>
          [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${lang}/${ns}: ${key}`).toEqual(placeholders(valueAt(en, key)));
      }
    }
  });

  it("jp is Japanese, not a copy of en", () => {
    const jp = read("jp", "translation") as { buttons: Record<string, string> };
    expect(jp.buttons.save).toBe("保存");
    expect(read("jp", "language")).toMatchObject({ jp: "日本語" });
  });

  it("the spec's English messages are verbatim in en", () => {
    const en = read("en", "translation") as Record<string, Record<string, unknown>>;
    expect(en.auth).toMatchObject({
      loginFailed: "Login failed.",
      loginFailedWithMessage: "Login failed. {{message}}",
      loginFailedNoResponse: "Failed to login. Please try again.",
      loginFailedNoProfile: "Login failed. No profile.",
      welcome: "Welcome to {{siteName}}",
      pingFailed: "API Ping failed. {{message}}",
    });
    const shell = en.shell as Record<string, Record<string, string>>;
    expect(shell.preparingFeature).toBe("Preparing the feature...");
    // In the entry chunk, every language (a failed download can happen on any screen).
    const failure = failureResources.en![FAILURE_NAMESPACE] as Record<
      string,
      Record<string, string>
    >;
    const newUpdate = failure.newUpdate!;
    expect(newUpdate.title).toBe("New Update Available");
    for (const advice of [
      "hard reload",
      "clear",
      "cache",
      "private mode",
      "another browser",
      "administrator",
    ]) {
      expect(newUpdate.advice).toContain(advice);
    }
    expect((en.pages as Record<string, Record<string, string>>).error["404"]).toBe(
      "Sorry, the page you visited does not exist.",
    );
  });
});

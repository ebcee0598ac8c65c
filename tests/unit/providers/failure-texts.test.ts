import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { FAILURE_NAMESPACE, failureResources } from "@providers/i18n/failure-texts";
import { config } from "@/config";

const localesDir = resolve(__dirname, "../../../locales");

const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(resolve(localesDir, lang, `${ns}.json`), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;

describe("the texts of a failed download, bundled in the entry", () => {
  it.each(config.i18n.languages)("%s: say what the locale files say", (lang) => {
    expect(failureResources[lang]?.[FAILURE_NAMESPACE]).toEqual({
      newUpdate: read(lang, "login").public!.newUpdate,
      appCrash: read(lang, "login").public!.appCrash,
      pageError: read(lang, "translation").shell!.pageError,
    });
  });
});

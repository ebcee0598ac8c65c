/**
 * The demo server writes its messages in the language the request asks for (`Accept-Language`: `en`,
 * `id`, `ja`; English when it names none of them), as a sentence fit to show a person
 * (api-conventions.md). A message is written once, as a key of the locale files with its values
 * (`message()` of src/contract/messages.ts): the schemas' messages and the handlers' own, read here
 * from the locale files of that language when the answer leaves (`readAs`).
 */
import { message, readAs, type MessageReader, type MessageValues } from "@/contract/messages";
import { formatRupiah } from "@/lib/format";

type Tree = { [key: string]: string | Tree };
export type ReaderLanguage = "en" | "id" | "jp";

// As text, parsed on first use: the console's own copies of these files stay separate lazy chunks
// (a plain import would make every language's chunks load with the demo API). English is in the
// demo API's chunk (every answer may need it); another language's files load on the first answer in
// that language (`loadLanguage`, awaited by the route before it writes an error).
const englishFiles = import.meta.glob<string>("/locales/en/*.json", {
  eager: true,
  query: "?raw",
  import: "default",
});
const otherFiles = import.meta.glob<string>(["/locales/*/*.json", "!/locales/en/*.json"], {
  query: "?raw",
  import: "default",
});
const sources = new Map<string, string>();
const idOf = (path: string) => {
  const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  return `${lng}/${ns}`;
};
for (const [path, text] of Object.entries(englishFiles)) sources.set(idOf(path), text);

const loading = new Map<ReaderLanguage, Promise<void>>();
/** Loads a language's locale files for the demo API's messages (once; English is always there). */
export function loadLanguage(lng: ReaderLanguage): Promise<void> {
  if (lng === "en") return Promise.resolve();
  let done = loading.get(lng);
  if (!done) {
    done = Promise.all(
      Object.entries(otherFiles)
        .filter(([path]) => path.startsWith(`/locales/${lng}/`))
        .map(async ([path, load]) => {
          sources.set(idOf(path), await load());
          parsed.delete(idOf(path));
        }),
    ).then(() => undefined);
    // A failed load is tried again by the next answer (English meanwhile).
    done.catch(() => loading.delete(lng));
    loading.set(lng, done);
  }
  return done;
}
const parsed = new Map<string, Tree | undefined>();
function fileOf(lng: ReaderLanguage, ns: string): Tree | undefined {
  const id = `${lng}/${ns}`;
  if (!parsed.has(id)) {
    const text = sources.get(id);
    parsed.set(id, text === undefined ? undefined : (JSON.parse(text) as Tree));
  }
  return parsed.get(id);
}

/** The text of a key (`promotions:vouchers.fields.voucherName`, or a key of `translation`). */
function lookup(lng: ReaderLanguage, key: string): string | undefined {
  const [ns, path] = key.includes(":") ? key.split(/:(.*)/s) : ["translation", key];
  let node: string | Tree | undefined = fileOf(lng, ns!);
  for (const part of path!.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const interpolate = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));

const readers = new Map<ReaderLanguage, MessageReader>();

/**
 * The reader of one language; a key that language lacks is read in English (as is every key of a
 * language whose files are not loaded yet: `loadLanguage`).
 */
export function readerFor(lng: ReaderLanguage): MessageReader {
  let reader = readers.get(lng);
  if (!reader) {
    reader = {
      translate: (key, values) => interpolate(lookup(lng, key) ?? lookup("en", key) ?? key, values),
      // Rupiah and counts are written the Indonesian way in every language (src/lib/format.ts).
      formatBound: (value, kind) => (kind === "money" ? formatRupiah(value) : String(value)),
    };
    readers.set(lng, reader);
  }
  return reader;
}

/** The language a request asks its messages in: its `Accept-Language`, else English. */
export function languageOf(request: Request): ReaderLanguage {
  const header = request.headers.get("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase().split("-")[0];
    if (tag === "en") return "en";
    if (tag === "id") return "id";
    if (tag === "ja" || tag === "jp") return "jp";
  }
  return "en";
}

export const english = readerFor("en");

/** A schema's message or label in English (a plain sentence stays as it is). */
export const inEnglish = (text: string): string => readAs(english, text);

/** A label (a key, or already a sentence) in English. */
export const labelInEnglish = (label: string): string => lookup("en", label) ?? label;

/**
 * A message of the demo server, written once as a key of the locale files with its values; it is
 * read in the request's language when the answer leaves. The values are written as they should
 * appear (a name, a formatted count).
 */
export const say = (key: string, values: MessageValues = {}): string => message(key, values);

/** Several messages of `say()` as one answer's message, each read in the request's language. */
export const sayAll = (messages: string[]): string =>
  messages.length === 1 ? messages[0]! : message("api.server.sentences", { parts: messages });

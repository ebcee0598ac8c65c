/**
 * The demo server writes its messages in English (api-conventions.md: `message` is a sentence fit to
 * show a person): the schemas' messages and labels are keys, read here from the English locale files.
 */
import { readAs, type MessageReader } from "@/contract/messages";
import { formatRupiah } from "@/lib/format";

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>("/locales/en/*.json", { eager: true, import: "default" });
const namespaces = new Map(
  Object.entries(files).map(([path, tree]) => [path.replace(/^.*\/|\.json$/g, ""), tree]),
);

/** The English text of a key (`promotions:vouchers.fields.voucherName`, or a key of `translation`). */
function lookup(key: string): string | undefined {
  const [ns, path] = key.includes(":") ? key.split(/:(.*)/s) : ["translation", key];
  let node: string | Tree | undefined = namespaces.get(ns!);
  for (const part of path!.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

const interpolate = (text: string, values: Record<string, unknown> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));

export const english: MessageReader = {
  translate: (key, values) => interpolate(lookup(key) ?? key, values),
  formatBound: (value, kind) => (kind === "money" ? formatRupiah(value) : String(value)),
};

/** A schema's message or label in English (a plain sentence stays as it is). */
export const inEnglish = (text: string): string => readAs(english, text);

/** A label (a key, or already a sentence) in English. */
export const labelInEnglish = (label: string): string => lookup(label) ?? label;

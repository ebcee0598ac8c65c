/**
 * One row of the activity feed as a sentence: "who, what, which record" in words
 * ("Budi Santoso changed the price of the product Ray-Ban RB2140"); the time is added by the row
 * through the formatter. Pure apart from the translator it is given (namespace "activity"; a field's
 * label is the locale key its schema gave the change-log entry, read in its own namespace).
 */
import type { TFunction } from "i18next";
import type { ChangeLog } from "@/contract/change-log";
import en from "../../../locales/en/activity.json";
import { isSettingsPage } from "./restore-rules";

type Entry = Pick<
  ChangeLog,
  "entity" | "entityName" | "action" | "changedBy" | "changes" | "fields"
>;

/** The entities that have a word in locales/<lang>/activity.json ("record" for any other). */
const NAMED_ENTITIES: ReadonlySet<string> = new Set(Object.keys(en.entity));

/** The kind of record in words ("product", "produk", "商品"). */
export function entityWord(t: TFunction, entity: string): string {
  return t(`activity:entity.${NAMED_ENTITIES.has(entity) ? entity : "record"}`);
}

/**
 * A field's label inside a sentence: its first word in lower case ("Product name" → "product
 * name"), unless that word is a name or a letter ("SKU", "WhatsApp", "A myopia" stay).
 */
export function inSentence(label: string): string {
  const first = /^\S+/u.exec(label)?.[0] ?? "";
  return first.length > 1 && /^\p{Lu}[\p{Ll}-]*$/u.test(first)
    ? label.charAt(0).toLocaleLowerCase() + label.slice(1)
    : label;
}

export function activitySentence(t: TFunction, entry: Entry): string {
  const values = {
    who: entry.changedBy.name,
    kind: entityWord(t, entry.entity),
    record: entry.entityName,
  };
  if (entry.action !== "UPDATE") return t(`activity:sentence.${entry.action}`, values);
  // A settings page is one record: the page's name says which, its id would only be noise.
  const on = isSettingsPage(entry.entity) ? "page" : "record";
  const label =
    entry.changes.length === 1 ? entry.fields?.[entry.changes[0].field]?.label : undefined;
  if (label)
    return t(`activity:sentence.${on}.changedField`, { ...values, field: inSentence(t(label)) });
  return t(`activity:sentence.${on}.changedFields`, { ...values, count: entry.changes.length });
}

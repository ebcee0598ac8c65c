import { i18n } from "./instance";

/**
 * Translates `key`, or answers the English `fallback` (interpolated) when i18n
 * is not initialised yet or has no such key: never a raw key. For modules
 * outside React (providers, data layer) that must produce sentences.
 */
export function translateOr(
  key: string,
  fallback: string,
  values: Record<string, unknown> = {},
): string {
  const interpolate = (text: string) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      values[name] === undefined ? "" : String(values[name]),
    );
  if (!i18n.isInitialized || !i18n.exists(key)) return interpolate(fallback);
  const text = i18n.t(key, { ...values, defaultValue: fallback });
  return typeof text === "string" && text !== key ? text : interpolate(fallback);
}

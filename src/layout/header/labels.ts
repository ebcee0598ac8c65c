import { config } from "@/config";
import { pathOf } from "@/lib/resource";

const ELLIPSIS = "...";

/** Cuts `text` to `max` characters plus an ellipsis when it is longer. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;

/** "simulate-prescription-checker" → "Simulate Prescription Checker" (spec 2.4). */
export const segmentLabel = (segment: string) =>
  decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export interface Crumb {
  /** The path up to and including this segment. */
  path: string;
  label: string;
  /** The whole label before truncation (shown as a tooltip when cut). */
  fullLabel: string;
  /** A record's id whose name has not arrived yet: shown as a placeholder, never as words. */
  pending?: true;
}

/**
 * Breadcrumbs from the URL path (spec 2.4): dashes become spaces, words are
 * capitalised, a label over 20 characters is cut to 20 plus an ellipsis;
 * `overrides` (path → label, e.g. a record's name instead of its id) win. The segment at
 * `recordPath` (a record's id) waits for its name: `pending` until `overrides` has it (null there:
 * the record could not be loaded, so the segment is written as words).
 */
export function breadcrumbsFor(
  pathname: string,
  overrides: Record<string, string | null> = {},
  maxLength: number = config.ui.breadcrumbMaxLength,
  /** Outside English, a known segment ("products", "add") in the UI's language. */
  translateSegment?: (segment: string) => string | undefined,
  recordPath?: string,
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  return segments.map((segment, index) => {
    const path = pathOf(segments.slice(0, index + 1));
    if (path === recordPath && !(path in overrides)) {
      return { path, fullLabel: "", label: "", pending: true };
    }
    const fullLabel = overrides[path] ?? translateSegment?.(segment) ?? segmentLabel(segment);
    return { path, fullLabel, label: truncate(fullLabel, maxLength) };
  });
}

const { greeting, display, displayThreshold } = config.ui.nameTruncation;

/** The greeting name is cut after 15 characters with an ellipsis (spec 2.4). */
export const greetingName = (name: string) => truncate(name, greeting);

/** The displayed name is cut at 15 only when it is longer than 17 (spec 2.4). */
export const displayName = (name: string) =>
  name.length > displayThreshold ? `${name.slice(0, display)}${ELLIPSIS}` : name;

/** The role name with the count of sub roles in brackets (spec 2.4). */
export const roleLabel = (roleName: string, subRoleCount: number) =>
  `${roleName} (${subRoleCount})`;

/** The highlighted menu entry comes from the first path segment (spec 2.3): /products/12/edit → /products. */
export const selectedKeyFor = (pathname: string) =>
  pathOf(pathname.split("/").filter(Boolean).slice(0, 1));

/**
 * The pure rules of Find anything (`GET /search`): what a typed phone number is, how a record's words
 * match what was typed (exact, then prefix, then contains), and the best few hits of a kind.
 */
import { normalizePhone } from "@/contract/rules";
import type { SearchMatch } from "@/contract/search";
import { searchFold } from "./query";

const PHONE_LIKE = /^\+?[0-9 ().-]+$/;

/**
 * The digits of a phone number as the search compares them, "62812…" however it was typed: 0812…,
 * +62 812…, 62812…, 812…, with spaces, dashes, dots or brackets. Undefined for text that is no phone
 * number, or has fewer than 3 digits (too short to tell a number by).
 */
export function phoneDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  return normalizePhone(trimmed).replace(/\D/g, "");
}

/** What a record is found by: its words (names, codes, e-mail), and its phone numbers. */
export interface SearchKeys {
  texts?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
}

/** A record's keys, folded once: lower case without accents, phone numbers as their digits. */
export interface FoldedKeys {
  texts: string[];
  phones: string[];
}

export function foldKeys(keys: SearchKeys): FoldedKeys {
  const texts: string[] = [];
  const phones: string[] = [];
  for (const text of keys.texts ?? []) if (text) texts.push(searchFold(text));
  for (const phone of keys.phones ?? []) {
    const digits = phone ? phoneDigits(phone) : undefined;
    if (digits) phones.push(digits);
  }
  return { texts, phones };
}

/** What was typed, ready to compare: folded, and as phone digits when it is one. */
export interface Needle {
  text: string;
  phone: string | undefined;
}

export const needleOf = (q: string): Needle => ({
  text: searchFold(q.trim().replace(/\s+/g, " ")),
  phone: phoneDigits(q),
});

export const MATCH_OF_RANK: readonly SearchMatch[] = ["exact", "prefix", "contains"];

/**
 * The best `limit` of some ranked rows, best rank first, then the shorter key, then the earlier row:
 * fed one row at a time, it keeps no more than `limit` rows, so a query that matches every one of
 * 100,000 rows costs no sort of them.
 */
export class BestHits<T> {
  private readonly best: { row: T; rank: number; length: number }[] = [];
  total = 0;

  constructor(private readonly limit: number) {}

  add(row: T, rank: number, length: number) {
    this.total++;
    const best = this.best;
    if (best.length === this.limit) {
      const last = best[best.length - 1]!;
      if (rank > last.rank || (rank === last.rank && length >= last.length)) return;
      best.pop();
    }
    let at = best.length;
    while (
      at > 0 &&
      (best[at - 1]!.rank > rank || (best[at - 1]!.rank === rank && best[at - 1]!.length > length))
    )
      at--;
    best.splice(at, 0, { row, rank, length });
  }

  rows(): { row: T; match: SearchMatch }[] {
    return this.best.map(({ row, rank }) => ({ row, match: MATCH_OF_RANK[rank]! }));
  }
}

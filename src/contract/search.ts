/** Find anything (`GET /search`): one search over every kind of record the user may list. */
import { z } from "./common";

/**
 * How the console writes a fact of a hit: money as rupiah, loyalty points grouped, a date day/month/year, a
 * phone number "+62 812-…", an enum by its label (a locale key), anything else as the text sent.
 */
export const SEARCH_FACT_KINDS = ["money", "points", "date", "phone", "enum", "text"] as const;

/** How a hit matched the query, best first: the order of the hits within a kind. */
export const SEARCH_MATCHES = ["exact", "prefix", "contains"] as const;

export const searchFact = z
  .object({
    kind: z.enum(SEARCH_FACT_KINDS),
    value: z.union([z.string(), z.number()]).meta({
      description:
        "money and points: a number; date: an ISO timestamp; phone: as stored (+62…); enum: the value; text: the words.",
    }),
    label: z.string().optional().meta({
      description:
        'enum only: the value\'s words as a locale key of the console ("transactions:status.PAID").',
    }),
  })
  .meta({ id: "SearchFact", description: "One thing that tells a hit apart from the others." });

export const searchHit = z
  .object({
    kind: z.string().meta({ description: 'The kind of record ("customers", "transactions", …).' }),
    id: z.string().meta({ description: "The id of the record whose page the hit opens." }),
    area: z.string().meta({
      description:
        'The console area of that page ("customers"): the console builds the link from its routes.',
    }),
    title: z.string().meta({ description: "The record's name or code." }),
    facts: z.array(searchFact),
    match: z.enum(SEARCH_MATCHES),
  })
  .meta({ id: "SearchHit" });

export const searchGroup = z
  .object({
    kind: z.string(),
    label: z.string().meta({ description: "The kind's heading as a locale key of the console." }),
    total: z
      .number()
      .int()
      .min(0)
      .meta({ description: "How many records of this kind match (more than the hits shown)." }),
    hits: z.array(searchHit).meta({ description: "The best few, best first." }),
  })
  .meta({ id: "SearchGroup" });

export const searchResult = z
  .object({
    q: z.string(),
    groups: z
      .array(searchGroup)
      .meta({ description: "One per kind searched that has a hit, in the kinds' order." }),
  })
  .meta({ id: "SearchResult" });

export const searchQuery = z.object({
  q: z.string().meta({
    description:
      "What was typed: a name, an e-mail, a code, a SKU or a phone number in any usual form (0812…, +62 812…, 62812…, with spaces or dashes).",
  }),
  kinds: z.string().optional().meta({
    description:
      "Comma-separated kinds to search; a kind the user may not list answers 403 naming the missing permission. Without it: every kind the user may list.",
  }),
});

export type SearchFact = z.infer<typeof searchFact>;
export type SearchFactKind = (typeof SEARCH_FACT_KINDS)[number];
export type SearchHit = z.infer<typeof searchHit>;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];
export type SearchGroup = z.infer<typeof searchGroup>;
export type SearchResult = z.infer<typeof searchResult>;

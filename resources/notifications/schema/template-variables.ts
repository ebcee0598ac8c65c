/**
 * Variables of message templates: which events exist, which `{{variables}}` each event offers, a
 * sample of each for previews, and the two pure functions that check and render a text. No zod here:
 * the template pages, the notification pages and the demo API all import it (pages as values).
 *
 * A variable is written `{{name}}` (spaces inside the braces are allowed: `{{ points }}`). A name the
 * event does not offer is refused when a template is saved.
 */
import { message } from "@/contract/messages";

/** The events a customer message is sent on (one e-mail and one push template each). */
export const TEMPLATE_EVENTS = [
  "FORGOT_PASSWORD",
  "ACCOUNT_INFORMATION",
  "ORDER_PAID",
  "ORDER_SHIPPED",
  "ORDER_READY_FOR_PICKUP",
  "POINTS_ADDED",
  "REWARD_CLAIMED",
  "VOUCHER_EXPIRING",
] as const;
export type TemplateEvent = (typeof TEMPLATE_EVENTS)[number];

export const TEMPLATE_CHANNELS = ["EMAIL", "PUSH_NOTIFICATION"] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/** Push limits (what a phone shows without cutting the text). */
export const PUSH_TITLE_MAX = 65;
export const PUSH_BODY_MAX = 240;
/** E-mail subject limit. */
export const EMAIL_SUBJECT_MAX = 150;

/** What every customer message may address: the customer. */
export const CUSTOMER_VARIABLES = [
  "customer.firstName",
  "customer.fullName",
  "customer.email",
] as const;

/** Event → the variables its templates may use, in the order the "insert variable" menu shows them. */
export const EVENT_VARIABLES: Record<TemplateEvent, readonly string[]> = {
  FORGOT_PASSWORD: [...CUSTOMER_VARIABLES, "resetLink", "expiresInMinutes"],
  ACCOUNT_INFORMATION: [...CUSTOMER_VARIABLES, "appLink"],
  ORDER_PAID: [
    ...CUSTOMER_VARIABLES,
    "transaction.code",
    "transaction.total",
    "transaction.paidAt",
    "store.name",
  ],
  ORDER_SHIPPED: [
    ...CUSTOMER_VARIABLES,
    "transaction.code",
    "shipment.courier",
    "shipment.trackingNumber",
  ],
  ORDER_READY_FOR_PICKUP: [
    ...CUSTOMER_VARIABLES,
    "transaction.code",
    "store.name",
    "store.address",
  ],
  POINTS_ADDED: [...CUSTOMER_VARIABLES, "points", "wallet.balance", "loyalty.tierName"],
  REWARD_CLAIMED: [...CUSTOMER_VARIABLES, "reward.name", "points", "wallet.balance"],
  VOUCHER_EXPIRING: [
    ...CUSTOMER_VARIABLES,
    "voucher.name",
    "voucher.code",
    "voucher.endAt",
    "voucher.daysLeft",
  ],
};

/** One sample value of every variable (previews and test sends), formatted as customers read them. */
export const SAMPLE_DATA: Readonly<Record<string, string>> = {
  "customer.firstName": "Sari",
  "customer.fullName": "Sari Wulandari",
  "customer.email": "sari.wulandari@example.com",
  resetLink: "https://optikprima.co.id/reset-password?token=8f3a1c",
  expiresInMinutes: "30",
  appLink: "https://optikprima.co.id/app",
  "transaction.code": "OPT-2611-00482",
  "transaction.total": "Rp1.250.000",
  "transaction.paidAt": "23/11/2026 10:15",
  "store.name": "Optik Prima Grand Indonesia",
  "store.address": "Jl. M.H. Thamrin No. 1, Jakarta Pusat",
  "shipment.courier": "JNE",
  "shipment.trackingNumber": "JNE0123456789",
  points: "1.500",
  "wallet.balance": "12.750",
  "loyalty.tierName": "Gold",
  "reward.name": "Free lens cleaning kit",
  "voucher.name": "Diskon 20% Frame",
  "voucher.code": "OPPR-7KQ2M9",
  "voucher.endAt": "30/11/2026",
  "voucher.daysLeft": "7",
};

/** The sample data of an event: its variables and their sample values. */
export function sampleDataOf(event: TemplateEvent): Record<string, string> {
  return Object.fromEntries(EVENT_VARIABLES[event].map((name) => [name, SAMPLE_DATA[name] ?? ""]));
}

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** `{{name}}` as an editor inserts it. */
export const variableToken = (name: string) => `{{${name}}}`;

/** The variable names a text uses, each once, in order of first use. */
export function variablesIn(text: string | null | undefined): string[] {
  const names = new Set<string>();
  for (const match of (text ?? "").matchAll(VARIABLE)) names.add(match[1]!);
  return [...names];
}

/**
 * The variables of `text` that are not offered: by an event (its `EVENT_VARIABLES`) or by an explicit
 * list (a notification's own content may pass `CUSTOMER_VARIABLES`). Each once, in order of first use.
 */
export function findUnknownVariables(
  text: string | null | undefined,
  allowed: TemplateEvent | readonly string[],
): string[] {
  const known = typeof allowed === "string" ? (EVENT_VARIABLES[allowed] ?? []) : allowed;
  return variablesIn(text).filter((name) => !known.includes(name));
}

/**
 * A template's field that uses variables its event does not offer: the message (a key) the demo API
 * and the form both show.
 */
export const unknownVariablesMessage = (unknown: readonly string[]) =>
  message(
    unknown.length === 1
      ? "notifications:templates.validation.unknownVariable"
      : "notifications:templates.validation.unknownVariables",
    { names: unknown.map(variableToken).join(", ") },
  );

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * The text with each `{{variable}}` replaced by its value in `data`; a variable without a value stays
 * as written (so a preview shows what is wrong). With `{ html: true }` the values are escaped, for
 * an HTML body.
 */
export function renderTemplate(
  text: string | null | undefined,
  data: Readonly<Record<string, string>>,
  { html = false }: { html?: boolean } = {},
): string {
  return (text ?? "").replace(VARIABLE, (whole, name: string) => {
    const value = data[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/** Delivery and open figures of customer notifications: realistic, repeatable, no database. */

/** A stable number in [0, 1) from a text (realistic, repeatable delivery and open rates). */
export function unitHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 10_000) / 10_000;
}

/** How many of the recipients it reached: push needs a registered device, e-mail a working mailbox. */
export function deliveredOf(channel: string, recipients: number, key: string): number {
  const rate = channel === "EMAIL" ? 0.95 + unitHash(key) * 0.04 : 0.86 + unitHash(key) * 0.09;
  return Math.round(recipients * rate);
}

/** How many opened it by now: most opens come in the first hours, then it levels off. */
export function openedOf(channel: string, delivered: number, key: string, ageMs: number): number {
  const finalRate =
    channel === "EMAIL" ? 0.18 + unitHash(`${key}:o`) * 0.17 : 0.3 + unitHash(`${key}:o`) * 0.2;
  const hours = Math.max(0, ageMs) / 3_600_000;
  return Math.floor(delivered * finalRate * (1 - Math.exp(-hours / 6)));
}

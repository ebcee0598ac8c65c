import type { TFunction } from "i18next";

/** Whether `options` is a flat object of strings, numbers and booleans (a cacheable call). */
const flatOptions = (options: unknown): options is Record<string, string | number | boolean> =>
  typeof options === "object" &&
  options !== null &&
  Object.getPrototypeOf(options) === Object.prototype &&
  Object.values(options).every((value) => ["string", "number", "boolean"].includes(typeof value));

/**
 * `t` answering each call it has answered before from memory: for a job that asks for the same few
 * words thousands of times (a CSV export names the type and status of 10,000 products; i18next takes
 * about 15 µs a call). Cached: a key alone, or a key with flat options (`{ count: 3 }`); any other call
 * goes to `t` each time. Made for one job and dropped after it, so a change of language or a namespace
 * loaded later never meets an old answer.
 */
export function memoizedT(t: TFunction): TFunction {
  const ask = t as unknown as (...given: unknown[]) => unknown;
  const answers = new Map<string, unknown>();
  const memo = (...args: unknown[]) => {
    const [key, options] = args;
    const cacheable =
      typeof key === "string" && (args.length === 1 || (args.length === 2 && flatOptions(options)));
    if (!cacheable) return ask(...args);
    const id = args.length === 1 ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (!answers.has(id)) answers.set(id, ask(...args));
    return answers.get(id);
  };
  return memo as unknown as TFunction;
}

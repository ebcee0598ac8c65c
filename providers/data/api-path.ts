import type { ApiPath } from "@/contract/api-paths";

export type { ApiPath };

/** The names of a path's parameters: "/vouchers/{voucherId}/codes" → "voucherId". */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamsOf<Rest>
  : never;

type Params<P extends string> = [ParamsOf<P>] extends [never] ? [] : [Record<ParamsOf<P>, string>];

/**
 * The URL of a contract path, its parameters filled in (encoded): the only way the console writes an
 * API path by hand (`apiPath("/vouchers/{voucherId}/codes", { voucherId })`). The path must be one of
 * the contract's (src/contract/api-paths.ts): a renamed path is a type error.
 */
export function apiPath<P extends ApiPath>(path: P, ...[params]: Params<P>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string> | undefined)?.[name] ?? ""),
  );
}

import type { SearchResult } from "@/contract/search";
import { apiPath } from "@providers/data/api-path";
import { apiRequest } from "@providers/data/http";

/** `GET /search?q=`: every kind of record the signed-in user may list (the server decides which). */
export const searchRecords = async (q: string, signal: AbortSignal): Promise<SearchResult> =>
  (await apiRequest<SearchResult>("GET", apiPath("/search"), { params: { q }, signal })).payload;

import type {
  BaseKey,
  BaseRecord,
  CrudFilter,
  CrudSort,
  DataProvider,
  MetaQuery,
  Pagination,
} from "@refinedev/core";
import { config } from "@/config";
import { apiRequest as request, type ApiRequestOptions, type Method } from "./http";

export { ApiError, apiRequest, isApiError, setUnauthorizedHandler } from "./http";

type Params = Record<string, unknown>;

/**
 * The API path of a resource: `meta.apiPath` when the collection lives
 * elsewhere than the route (brands → "/product/brands"), else "/{resource}".
 */
export function resourcePath(resource: string, meta?: MetaQuery): string {
  const apiPath = typeof meta?.apiPath === "string" ? meta.apiPath : resource;
  return `/${apiPath.replace(/^\/+|\/+$/g, "")}`;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

/** Refine operators onto api-conventions' query suffixes. Unsupported operators are sent as plain equality. */
const SUFFIX: Partial<Record<string, string>> = {
  ne: "_ne",
  gte: "_gte",
  lte: "_lte",
  contains: "_like",
};

/** Filters as query parameters: eq → field=v, in → field=a&field=b, ne/gte/lte → _ne/_gte/_lte, contains → _like, q → q. */
export function filterParams(filters: readonly CrudFilter[] | undefined): Params {
  const params: Params = {};
  for (const filter of filters ?? []) {
    // or/and have no query form in simple-rest style: ignored (as unknown filters are by the backend).
    if (!("field" in filter)) continue;
    const { field, operator, value } = filter;
    if (isEmpty(value)) continue;
    const key = field === "q" ? "q" : `${field}${SUFFIX[operator] ?? ""}`;
    const values = Array.isArray(value) ? value : [value];
    const existing = params[key];
    params[key] =
      existing === undefined
        ? values.length === 1
          ? values[0]
          : values
        : [...(Array.isArray(existing) ? existing : [existing]), ...values];
  }
  return params;
}

/** Several sorters: `_sort=a,b&_order=asc,desc`. */
export function sortParams(sorters: readonly CrudSort[] | undefined): Params {
  const usable = (sorters ?? []).filter((sorter) => sorter.field && sorter.order);
  if (usable.length === 0) return {};
  return {
    _sort: usable.map((sorter) => sorter.field).join(","),
    _order: usable.map((sorter) => sorter.order).join(","),
  };
}

/** Server pagination: `_start`/`_end`; mode "off" or "client" asks for everything. */
export function paginationParams(pagination: Pagination | undefined): Params {
  const { currentPage = 1, pageSize = 10, mode = "server" } = pagination ?? {};
  if (mode !== "server") return {};
  return { _start: (currentPage - 1) * pageSize, _end: currentPage * pageSize };
}

interface ListPayload<T> {
  results?: T[];
  count?: number;
}

/** One record's path: the resource's path and the record's id. */
const recordPath = (resource: string, id: BaseKey, meta?: MetaQuery) =>
  `${resourcePath(resource, meta)}/${encodeURIComponent(String(id))}`;

const metaHeaders = (meta?: MetaQuery) =>
  meta?.headers && typeof meta.headers === "object"
    ? (meta.headers as Record<string, string>)
    : undefined;

/** Refine reports data-hook errors to authProvider.onError (401 → sign-out): no second sign-out here. */
const apiRequest = <T>(method: Method, path: string, options: ApiRequestOptions = {}) =>
  request<T>(method, path, { ...options, notifyUnauthorized: false });

/** A request of one record's method, with the headers its meta asks for. */
const send = <T>(method: Method, path: string, meta?: MetaQuery, body?: unknown) =>
  apiRequest<T>(method, path, { body, headers: metaHeaders(meta) });

/** A custom URL relative to the API: "/x", or a full URL that starts with the API base (getApiUrl() + "/x"). */
function apiRelative(url: string): string {
  if (url.startsWith(config.apiUrl)) return url.slice(config.apiUrl.length) || "/";
  return url;
}

/**
 * The console's data provider, on its own: every method Refine calls, over the project's one HTTP
 * client (./http.ts), reading the envelope (`payload.results` + `payload.count` for lists, `payload`
 * for records) and sending list queries per api-conventions.md (the query style of simple-rest:
 * `_start`/`_end`, `_sort`/`_order`, `field_gte`…). Errors are ApiErrors (Refine HttpErrors with the
 * server's message and `payload.errors`).
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => config.apiUrl,

  getList: async <TData extends BaseRecord = BaseRecord>({
    resource,
    pagination,
    filters,
    sorters,
    meta,
  }: Parameters<DataProvider["getList"]>[0]) => {
    const envelope = await apiRequest<ListPayload<TData> | TData[]>(
      "GET",
      resourcePath(resource, meta),
      {
        params: {
          ...paginationParams(pagination),
          ...sortParams(sorters),
          ...filterParams(filters),
        },
        headers: metaHeaders(meta),
      },
    );
    const payload = envelope.payload;
    const data = Array.isArray(payload)
      ? payload
      : Array.isArray(payload?.results)
        ? payload.results
        : [];
    const count =
      !Array.isArray(payload) && typeof payload?.count === "number" ? payload.count : data.length;
    return { data, total: count };
  },

  getMany: async <TData extends BaseRecord = BaseRecord>({
    resource,
    ids,
    meta,
  }: Parameters<NonNullable<DataProvider["getMany"]>>[0]) => {
    if (ids.length === 0) return { data: [] as TData[] };
    const idField = typeof meta?.idField === "string" ? meta.idField : "id";
    const envelope = await apiRequest<ListPayload<TData> | TData[]>(
      "GET",
      resourcePath(resource, meta),
      {
        params: { [idField]: ids.map(String) },
        headers: metaHeaders(meta),
      },
    );
    const payload = envelope.payload;
    const data = Array.isArray(payload) ? payload : (payload?.results ?? []);
    return { data };
  },

  getOne: async <TData extends BaseRecord = BaseRecord>({
    resource,
    id,
    meta,
  }: Parameters<DataProvider["getOne"]>[0]) => {
    const envelope = await send<TData>("GET", recordPath(resource, id, meta), meta);
    return { data: envelope.payload };
  },

  create: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    variables,
    meta,
  }: Parameters<DataProvider["create"]>[0] & { variables: TVariables }) => {
    const envelope = await send<TData>("POST", resourcePath(resource, meta), meta, variables);
    return { data: envelope.payload };
  },

  update: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    id,
    variables,
    meta,
  }: Parameters<DataProvider["update"]>[0] & { variables: TVariables }) => {
    const envelope = await send<TData>("PATCH", recordPath(resource, id, meta), meta, variables);
    return { data: envelope.payload };
  },

  deleteOne: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    id,
    variables,
    meta,
  }: Parameters<DataProvider["deleteOne"]>[0] & { variables?: TVariables }) => {
    const envelope = await send<TData>("DELETE", recordPath(resource, id, meta), meta, variables);
    return { data: (envelope.payload ?? ({ id } as unknown)) as TData };
  },

  custom: async <TData extends BaseRecord = BaseRecord>({
    url,
    method,
    filters,
    sorters,
    payload,
    query,
    headers,
  }: Parameters<NonNullable<DataProvider["custom"]>>[0]) => {
    const envelope = await apiRequest<TData>(method.toUpperCase() as Method, apiRelative(url), {
      params: {
        ...sortParams(sorters),
        ...filterParams(filters),
        ...((query as Params | undefined) ?? {}),
      },
      body: method === "get" ? undefined : payload,
      headers: headers as Record<string, string> | undefined,
    });
    return { data: envelope.payload };
  },
};

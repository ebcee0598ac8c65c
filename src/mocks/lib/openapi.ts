import { z } from "@/contract/common";
import { fieldErrors } from "@/contract/common";
import { labelInEnglish } from "./readers";
import { codesFor, type DemoRoute } from "./route";

/**
 * The OpenAPI 3.1 document of the backend contract, generated from the demo API's route table and
 * the entity schemas of src/contract (`npm run contract` writes it to docs/openapi.json; a test fails
 * when the committed file and the generated one differ, and every answer of the test suite is checked
 * against it).
 */
type Json = Record<string, unknown>;

const VERSION = "0.54.1";
const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "The request cannot be read (not JSON, not multipart).",
  401: "Missing, invalid or expired token: the console signs out.",
  403: "The signed-in user lacks a permission: the message names it.",
  404: "No such record.",
  409: "Conflict: the record changed meanwhile (a stale updatedAt), or the change would break another record.",
  422: "Some fields are invalid: `payload.errors` keys each message by its field path.",
};

/** "/products/:id/change-logs" → "/products/{id}/change-logs". */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);

const OVERRIDE = (ctx: { jsonSchema: unknown }) => {
  const node = ctx.jsonSchema as Json;
  // The format says it; zod's own long patterns for these formats add nothing to read.
  if (node.format === "date-time" || node.format === "email") delete node.pattern;
  // A field's label is a key of the locale files: the document gives its English words as the title.
  if (typeof node.label === "string") {
    node.title ??= labelInEnglish(node.label);
    delete node.label;
  }
  // How its bounds are written (money: whole rupiah) is the console's, not the contract's.
  if (node.kind === "money") node.description ??= "Whole rupiah.";
  delete node.kind;
};

/** Replaces every `$ref` by what `to` makes of it. */
function mapRefs(value: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, to));
  if (value && typeof value === "object") {
    const out: Json = {};
    for (const [key, inner] of Object.entries(value))
      out[key] = key === "$ref" && typeof inner === "string" ? to(inner) : mapRefs(inner, to);
    return out;
  }
  return value;
}

const COMPONENT = "#/components/schemas/";
const INPUT_ONLY = /(Create|Update|Request|Report)$/;
const refsOf = (value: unknown): string[] =>
  JSON.stringify(value).match(/#\/components\/schemas\/\w+/g) ?? [];

/**
 * The named schemas (zod ids) of the contract as components.schemas. A schema's output shape (what
 * the API answers) keeps its id; where its input shape differs (defaults make fields optional, extra
 * fields allowed), the input shape is a second component "…Input".
 */
class Components {
  private readonly output: Record<string, Json>;
  private readonly input: Record<string, Json>;
  private readonly differs = new Set<string>();
  private readonly used = new Set<string>();

  constructor() {
    const all = (io: "input" | "output") => {
      const { schemas } = z.toJSONSchema(z.globalRegistry, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
        uri: (id) => `${COMPONENT}${id}`,
        override: OVERRIDE,
      }) as { schemas: Record<string, Json> };
      for (const schema of Object.values(schemas)) {
        delete schema.$schema;
        delete schema.$id;
      }
      return schemas;
    };
    this.output = all("output");
    this.input = all("input");
    for (const id of Object.keys(this.output))
      if (JSON.stringify(this.output[id]) !== JSON.stringify(this.input[id])) this.differs.add(id);
    // A shape that refers to a differing one differs too.
    for (let grew = true; grew;) {
      grew = false;
      for (const id of Object.keys(this.input)) {
        if (this.differs.has(id)) continue;
        if (refsOf(this.input[id]).some((ref) => this.differs.has(ref.slice(COMPONENT.length)))) {
          this.differs.add(id);
          grew = true;
        }
      }
    }
  }

  /** Request shapes (…Create, …Update, …Request, …Report) are only ever inputs: they keep their id. */
  private nameOf(id: string, io: "input" | "output") {
    if (INPUT_ONLY.test(id)) {
      if (io === "output") throw new Error(`${id} is a request shape, used here as an answer.`);
      return id;
    }
    return io === "input" && this.differs.has(id) ? `${id}Input` : id;
  }

  /** A zod schema as JSON Schema for the document, its named parts referring to components. */
  convert(schema: z.ZodType, io: "input" | "output"): Json {
    const json = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: OVERRIDE,
    }) as Json;
    delete json.$schema;
    delete json.$defs;
    const converted = mapRefs(json, (ref) =>
      ref.startsWith("#/$defs/") ? `${COMPONENT}${this.nameOf(ref.slice(8), io)}` : ref,
    ) as Json;
    this.markUsed(converted, io);
    return converted;
  }

  private markUsed(value: unknown, io: "input" | "output") {
    for (const ref of refsOf(value)) {
      const name = ref.slice(COMPONENT.length);
      if (this.used.has(name)) continue;
      this.used.add(name);
      this.markUsed(this.schemaOf(name), name.endsWith("Input") && io === "input" ? "input" : io);
    }
  }

  private schemaOf(name: string): Json {
    if (INPUT_ONLY.test(name))
      return mapRefs(
        this.input[name]!,
        (ref) => `${COMPONENT}${this.nameOf(ref.slice(COMPONENT.length), "input")}`,
      ) as Json;
    const inputOf = name.endsWith("Input") && this.differs.has(name.slice(0, -5));
    const id = inputOf ? name.slice(0, -5) : name;
    const source = inputOf ? this.input[id]! : this.output[id]!;
    return mapRefs(source, (ref) =>
      inputOf ? `${COMPONENT}${this.nameOf(ref.slice(COMPONENT.length), "input")}` : ref,
    ) as Json;
  }

  /** The components the document refers to, by name. */
  get schemas(): Record<string, Json> {
    return Object.fromEntries([...this.used].sort().map((name) => [name, this.schemaOf(name)]));
  }
}

const envelope = (payload: Json): Json => ({
  type: "object",
  required: ["code", "message", "payload"],
  properties: {
    code: { const: "success" },
    message: { type: "string" },
    payload,
  },
});

/** The permission a route needs, as the document states it. */
export function permissionOf(
  route: Pick<DemoRoute, "auth" | "area" | "action">,
): string[] | string {
  if (!route.auth) return "public";
  const area =
    typeof route.area === "function"
      ? route.area({ params: {}, query: new URLSearchParams() } as never)
      : route.area;
  if (!area || !route.action) return "signed in";
  const codes = codesFor(area, route.action);
  return codes === true ? "signed in" : codes;
}

function queryParameters(components: Components, query: z.ZodObject | undefined): Json[] {
  if (!query) return [];
  const schema = components.convert(query, "input");
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
      ...(rest.type === "array" ? { style: "form", explode: true } : {}),
    };
  });
}

function operation(route: DemoRoute, components: Components): Json {
  const permission = permissionOf(route);
  const status = route.status ?? 200;
  const parameters = [
    ...pathParams(route.path).map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    })),
    ...queryParameters(components, route.query),
  ];
  const responses: Json = {
    [status]: {
      description: STATUS_TEXT[status] ?? "OK",
      content: {
        "application/json": { schema: envelope(components.convert(route.response, "output")) },
      },
    },
  };
  const errors = new Set<number>([
    ...(route.auth ? [401] : []),
    ...(Array.isArray(permission) ? [403] : []),
    ...(route.errors ?? []),
  ]);
  for (const code of [...errors].sort())
    responses[code] = {
      $ref: `#/components/responses/${code === 422 ? "Invalid" : `Error${code}`}`,
    };
  const op: Json = {
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/[{}]/g, "")
      .replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag ?? "other"],
    "x-permission": permission,
    ...(route.auth ? {} : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
  };
  if (route.body)
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: components.convert(route.body, "input") } },
    };
  if (route.multipart)
    op.requestBody = {
      required: true,
      content: { "multipart/form-data": { schema: components.convert(route.multipart, "input") } },
    };
  op.responses = responses;
  if (route.method === "get")
    op["x-contract-check"] = route.noCheck ? false : route.params ? { params: route.params } : true;
  return op;
}

export function buildOpenApi(routes: readonly DemoRoute[]): Json {
  const components = new Components();
  const paths: Record<string, Json> = {};
  const sorted = [...routes].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const route of sorted) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path]![route.method] = operation(route, components);
  }
  const errorResponse = (description: string, payload: Json = { type: "null" }) => ({
    description,
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["code", "message", "payload"],
          properties: {
            code: {
              type: "string",
              description:
                "A machine word: unauthorized, forbidden, not_found, conflict, validation_error…",
            },
            message: {
              type: "string",
              description:
                "A sentence fit to show a person, in the language the request's Accept-Language names (en, id, ja; English otherwise); so are the field messages of a 422.",
            },
            payload,
          },
        },
      },
    },
  });
  const responses: Json = {
    Invalid: errorResponse(STATUS_TEXT[422]!, components.convert(fieldErrors, "output")),
  };
  for (const code of [400, 401, 403, 404, 409])
    responses[`Error${code}`] = errorResponse(STATUS_TEXT[code]!);
  const tags = [...new Set(sorted.map((route) => route.tag ?? "other"))]
    .sort()
    .map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Optik Console backend API",
      version: VERSION,
      description:
        "The REST backend the staff console talks to. Generated by `npm run contract` from the entity schemas (src/contract) and the demo API's route table (src/mocks/handlers); docs/api.md explains the conventions. Every answer is the envelope { code, message, payload }; `x-permission` names the permission codes a call needs. Every call carries `Accept-Language` (the console's language: en, id or ja), and an error's messages are written in it.",
    },
    servers: [{ url: "{baseUrl}", variables: { baseUrl: { default: "https://api.example.com" } } }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      responses,
      schemas: components.schemas,
    },
  };
}

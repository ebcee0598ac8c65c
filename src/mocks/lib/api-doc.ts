/**
 * The generated parts of docs/api.md, made from the OpenAPI document (never written by hand): the
 * endpoint index and the field table of each entity. docs/api.md marks where they go:
 *
 *   <!-- generated:endpoints --> … <!-- /generated -->
 *   <!-- generated:entity Brand --> … <!-- /generated -->
 */
type Json = Record<string, unknown>;

const REF = "#/components/schemas/";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const escape = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function typeOf(schema: Json | undefined): string {
  if (!schema) return "any";
  if (typeof schema.$ref === "string")
    return `[${schema.$ref.slice(REF.length)}](#${schema.$ref.slice(REF.length).toLowerCase()})`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => `\`${String(value)}\``).join(" \\| ");
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) return union.map(typeOf).join(" or ");
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (schema.type === "array") return `${typeOf(schema.items as Json)}[]`;
  if (
    schema.type === "object" &&
    schema.additionalProperties &&
    typeof schema.additionalProperties === "object"
  )
    return `map of ${typeOf(schema.additionalProperties as Json)}`;
  if (schema.format === "date-time") return "timestamp";
  return String(schema.type ?? "any");
}

function rules(schema: Json): string {
  const parts: string[] = [];
  if (typeof schema.description === "string") parts.push(schema.description.replace(/\.$/, ""));
  if (schema.minLength === 1) parts.push("not empty");
  else if (typeof schema.minLength === "number" && schema.minLength > 1)
    parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${String(schema.maxLength)} characters`);
  const bound = (value: unknown) => typeof value === "number" && Math.abs(value) < 1e15;
  if (bound(schema.minimum)) parts.push(`≥ ${String(schema.minimum)}`);
  if (bound(schema.maximum)) parts.push(`≤ ${String(schema.maximum)}`);
  if (typeof schema.pattern === "string") parts.push(`matches \`${schema.pattern}\``);
  if (schema.format && schema.format !== "date-time") parts.push(String(schema.format));
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return parts.join("; ");
}

/** The field table of one component schema. */
export function entityTable(doc: Json, name: string): string {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const schema = schemas[name];
  if (!schema)
    throw new Error(`docs/api.md names the entity ${name}, which the contract does not have.`);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([field, property]) =>
      `| \`${field}\` | ${escape(typeOf(property))} | ${required.has(field) ? "yes" : "no"} | ${escape(rules(property))} |`,
  );
  const input = schemas[`${name}Input`]
    ? ` Sent by a client, it may leave out what has a default ([${name}Input](#${name.toLowerCase()}input) in the OpenAPI document).`
    : "";
  return [
    `#### ${name}`,
    "",
    `${typeof schema.description === "string" ? `${schema.description} ` : ""}As answered.${input}`,
    "",
    "| field | type | always present | rules |",
    "|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** Every endpoint: method, path, permission and what it does. */
export function endpointsTable(doc: Json): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const permission = operation["x-permission"];
      const needs = Array.isArray(permission)
        ? permission.map((code) => `\`${String(code)}\``).join(", ")
        : String(permission);
      rows.push(
        `| ${method.toUpperCase()} | \`${path}\` | ${needs} | ${escape(String(operation.summary ?? ""))} |`,
      );
    }
  }
  return ["| method | path | permission | what it does |", "|---|---|---|---|", ...rows].join("\n");
}

/** docs/api.md with its generated blocks filled from the document. */
export function renderApiDoc(markdown: string, doc: Json): string {
  return markdown.replace(
    /<!-- generated:(endpoints|entity (\w+)) -->[\s\S]*?<!-- \/generated -->/g,
    (_, kind: string, name: string | undefined) =>
      `<!-- generated:${kind} -->\n${kind === "endpoints" ? endpointsTable(doc) : entityTable(doc, name!)}\n<!-- /generated -->`,
  );
}

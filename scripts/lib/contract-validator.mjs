// Checks answers against docs/openapi.json (the contract): the payload of each success answer must
// match its operation's schema. Used by the test setup (every demo API answer of the unit and
// integration tests) and by `npm run contract:check` (a real backend). Findings are sentences about
// fields: missing, extra, of the wrong type, or breaking a rule.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const REF = "#/components/schemas/";

/** "/products/:id" (MSW style) → "/products/{id}" (OpenAPI). */
export const openApiPath = (path) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");

function relink(value) {
  if (Array.isArray(value)) return value.map(relink);
  if (value && typeof value === "object") {
    const out = {};
    for (const [key, inner] of Object.entries(value))
      out[key] =
        key === "$ref" && typeof inner === "string" && inner.startsWith(REF)
          ? `contract#/$defs/${inner.slice(REF.length)}`
          : relink(inner);
    return out;
  }
  return value;
}

/** "/results/3/brandName" → "results[].brandName"; "" → "payload". */
export function fieldPath(pointer, extra) {
  const parts = pointer.split("/").slice(1);
  if (extra !== undefined) parts.push(extra);
  let text = "";
  for (const part of parts) text += /^\d+$/.test(part) ? "[]" : text ? `.${part}` : part;
  return text || "payload";
}

const typeName = (value) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

function valueAt(data, pointer) {
  let current = data;
  for (const part of pointer.split("/").slice(1)) current = current?.[part];
  return current;
}

/** ajv errors as readable findings, one per field (array items collapsed), without the noise of unions. */
export function describe(errors, payload) {
  const unions = errors.filter((error) => error.keyword === "anyOf" || error.keyword === "oneOf");
  const inUnion = (error) =>
    unions.some((union) => union !== error && error.schemaPath.startsWith(`${union.schemaPath}/`));
  const findings = new Set();
  for (const error of errors) {
    if (inUnion(error)) continue;
    const { keyword, params, instancePath } = error;
    if (keyword === "required")
      findings.add(`missing ${fieldPath(instancePath, params.missingProperty)}`);
    else if (keyword === "additionalProperties")
      findings.add(`extra ${fieldPath(instancePath, params.additionalProperty)}`);
    else if (keyword === "type")
      findings.add(
        `${fieldPath(instancePath)} is ${typeName(valueAt(payload, instancePath))}, expected ${[].concat(params.type).join(" or ")}`,
      );
    else if (keyword === "anyOf" || keyword === "oneOf")
      findings.add(
        `${fieldPath(instancePath)} (${typeName(valueAt(payload, instancePath))}) matches none of the allowed shapes`,
      );
    else findings.add(`${fieldPath(instancePath)} ${error.message}`);
  }
  return [...findings];
}

export function createContractValidator(doc) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "contract", $defs: relink(doc.components?.schemas ?? {}) });
  const validators = new Map();

  function operationOf(method, path) {
    return doc.paths?.[openApiPath(path)]?.[method.toLowerCase()];
  }

  /**
   * The findings about one answer (an empty list when it matches). `path` may be MSW-style or
   * OpenAPI-style; `status` picks the documented answer.
   */
  function check(method, path, status, payload) {
    const operation = operationOf(method, path);
    if (!operation) return [`${method.toUpperCase()} ${path} is not in the contract`];
    const response = operation.responses?.[String(status)];
    if (!response) return [`answered ${status}, which the contract does not document`];
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema = response.content?.["application/json"]?.schema?.properties?.payload ?? {};
      validate = ajv.compile(relink(schema));
      validators.set(key, validate);
    }
    return validate(payload) ? [] : describe(validate.errors ?? [], payload);
  }

  return { check, operationOf };
}

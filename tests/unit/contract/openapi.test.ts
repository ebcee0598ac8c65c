import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { routes } from "@resources/demo";
import { renderApiDoc } from "@/mocks/lib/api-doc";
import { renderApiPaths } from "@/mocks/lib/api-paths";
import { buildOpenApi, openApiPath, permissionOf } from "@/mocks/lib/openapi";
import { createContractValidator } from "../../../scripts/lib/contract-validator.mjs";

/**
 * docs/openapi.json is generated from the entity schemas and the demo API's route table: it must be
 * a valid OpenAPI 3.1 document, the committed file must be what the code generates now (else run
 * `npm run contract`), and docs/api.md's generated blocks must be current too.
 */
const generated = buildOpenApi(routes) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
  };
};
const read = (path: string) => readFileSync(path, "utf8");

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (checked by an OpenAPI validator)", async () => {
    const result = await new Validator().validate(structuredClone(generated) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("is committed as the code generates it (npm run contract)", () => {
    expect(JSON.parse(read("docs/openapi.json"))).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it("lists the contract's paths for the console's calls (src/contract/api-paths.ts, npm run contract)", () => {
    expect(read("src/contract/api-paths.ts")).toBe(renderApiPaths(generated));
  });

  it("fills docs/api.md's endpoint index and entity tables (npm run contract)", () => {
    const api = read("docs/api.md");
    expect(api).toContain("<!-- generated:endpoints -->");
    expect(api).toContain("<!-- generated:entity Product -->");
    expect(renderApiDoc(api, generated)).toBe(api);
  });

  it("holds every route of the demo API once, with the permission it enforces and its answer", () => {
    const operations = Object.entries(generated.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(new Set(operations).size).toBe(operations.length);
    expect(operations.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort(),
    );
    for (const route of routes) {
      const operation = generated.paths[openApiPath(route.path)]![route.method]!;
      expect(operation["x-permission"], `${route.method} ${route.path}`).toEqual(
        permissionOf(route),
      );
      expect(operation.summary, `${route.method} ${route.path}`).toBeTruthy();
      expect(Object.keys(operation.responses as object)).toContain(String(route.status ?? 200));
    }
  });

  it("describes an entity field for field as its schema does (Product)", () => {
    const product = generated.components.schemas.Product!;
    expect(Object.keys(product.properties ?? {})).toEqual(
      expect.arrayContaining([
        "productId",
        "productName",
        "sku",
        "productType",
        "specifications",
        "brandName",
        "updatedAt",
      ]),
    );
    expect(product.required).toEqual(
      expect.arrayContaining(["productId", "productName", "sku", "price"]),
    );
  });

  it("refuses an answer that breaks it, naming the field (the check every test's answers go through)", () => {
    const validator = createContractValidator(generated);
    const brand = {
      brandId: "brd-1",
      brandName: "Optik Prima",
      brandCode: "PRIM",
      logoUrl: "",
      description: "",
      isActive: true,
      isArchived: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      storeCount: 3,
      productCount: 10,
    };
    expect(validator.check("get", "/product/brands/:id", 200, brand)).toEqual([]);
    const { storeCount: _dropped, ...withoutCount } = brand;
    expect(
      validator.check("get", "/product/brands", 200, {
        results: [{ ...withoutCount, brandCode: 4, surplus: true }],
        count: "1",
      }),
    ).toEqual(
      expect.arrayContaining([
        "missing results[].storeCount",
        "extra results[].surplus",
        "results[].brandCode is number, expected string",
        "count is string, expected integer",
      ]),
    );
  });
});

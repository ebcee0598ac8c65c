/**
 * The contract generator's bundle (scripts/contract.mjs): the demo API's route table with the entity
 * schemas, the OpenAPI document made from them, and the generated parts of docs/api.md.
 */
import { routes } from "@resources/demo";
import { renderApiDoc } from "@/mocks/lib/api-doc";
import { buildOpenApi } from "@/mocks/lib/openapi";

export const generate = () => buildOpenApi(routes);
export { renderApiDoc };
export { renderApiPaths } from "@/mocks/lib/api-paths";

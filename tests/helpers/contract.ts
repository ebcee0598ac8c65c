import { readFileSync } from "node:fs";
import { onAnswer } from "@/mocks/lib/route";
import {
  createContractValidator,
  type ContractValidator,
} from "../../scripts/lib/contract-validator.mjs";

/**
 * Every success answer the demo API gives during a test is checked against docs/openapi.json (the
 * contract generated from the entity schemas; tests/unit/contract proves the file is current). The
 * test setup fails the test that received an answer outside it.
 */
let validator: ContractValidator | undefined;
const findings: string[] = [];

export function checkAnswersAgainstContract() {
  onAnswer((route, status, payload) => {
    validator ??= createContractValidator(JSON.parse(readFileSync("docs/openapi.json", "utf8")));
    for (const finding of validator.check(route.method, route.path, status, payload))
      findings.push(`${route.method.toUpperCase()} ${route.path} (${status}): ${finding}`);
  });
}

/** The findings since the last call (and forgets them). */
export const takeContractFindings = () => findings.splice(0);

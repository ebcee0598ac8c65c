/** Types of contract-validator.mjs (plain JS shared by the tests and the contract-check CLI). */
export declare const openApiPath: (path: string) => string;
export declare function fieldPath(pointer: string, extra?: string): string;
export interface ContractValidator {
  check(method: string, path: string, status: number, payload: unknown): string[];
  operationOf(method: string, path: string): Record<string, unknown> | undefined;
}
export declare function createContractValidator(doc: unknown): ContractValidator;

/**
 * The plain rules of the eye-test constants and the Omnicare links (no zod: the settings pages check
 * with them in the browser, and the schemas of app-config.ts check with the same ones on the server).
 */

/** The four eye-test constants (spec 2.2), in the spec's order, with the app-config key of each. */
export const EYE_TEST_CONSTANTS = [
  { field: "aMyopia", key: "EYE_TEST_A_MYOPIA" },
  { field: "aHypermetropia", key: "EYE_TEST_A_HYPERMETROPIA" },
  { field: "bMyopia", key: "EYE_TEST_B_MYOPIA" },
  { field: "bHypermetropia", key: "EYE_TEST_B_HYPERMETROPIA" },
] as const;
export type EyeTestConstantField = (typeof EYE_TEST_CONSTANTS)[number]["field"];

/** The constants are lens powers in dioptres (D): from 0.25 to 20 D, in the 0.25 D steps of lens powers. */
export const EYE_TEST_CONSTANT_MIN = 0.25;
export const EYE_TEST_CONSTANT_MAX = 20;
export const EYE_TEST_CONSTANT_STEP = 0.25;

export type EyeTestConstantProblem = "missing" | "notNumber" | "range" | "step";

/** What is wrong with a constant's value, or undefined when it is valid. */
export function eyeTestConstantProblem(value: unknown): EyeTestConstantProblem | undefined {
  if (value === undefined || value === null || value === "") return "missing";
  if (typeof value !== "number" || !Number.isFinite(value)) return "notNumber";
  if (value < EYE_TEST_CONSTANT_MIN || value > EYE_TEST_CONSTANT_MAX) return "range";
  const steps = value / EYE_TEST_CONSTANT_STEP;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return "step";
  return undefined;
}

/** An Omnicare link's key: lower-case letters, digits and `_`, starting with a letter, at most 40. */
export const OMNICARE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const OMNICARE_LABEL_MAX = 60;
export const OMNICARE_URL_MAX = 500;
export const OMNICARE_LINKS_MAX = 20;

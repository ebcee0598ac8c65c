import { eyeTestConstantsUpdate } from "@resources/configuration/schema/app-config";
import {
  EYE_TEST_CONSTANTS,
  eyeTestConstantProblem,
} from "@resources/configuration/schema/settings-rules";
import { api, signIn } from "../mocks/api";
import { inEnglish } from "@/mocks/lib/readers";

describe("eye-test constant rules", () => {
  it("are the spec's four constants", () => {
    expect(EYE_TEST_CONSTANTS.map((item) => item.field)).toEqual([
      "aMyopia",
      "aHypermetropia",
      "bMyopia",
      "bHypermetropia",
    ]);
  });

  it("accept dioptres from 0.25 to 20 in 0.25 steps, and say what is wrong otherwise", () => {
    for (const good of [0.25, 0.5, 0.75, 1, 1.25, 19.75, 20])
      expect(eyeTestConstantProblem(good)).toBeUndefined();
    expect(eyeTestConstantProblem(undefined)).toBe("missing");
    expect(eyeTestConstantProblem(null)).toBe("missing");
    expect(eyeTestConstantProblem("")).toBe("missing");
    expect(eyeTestConstantProblem("0.5")).toBe("notNumber");
    expect(eyeTestConstantProblem(Number.NaN)).toBe("notNumber");
    expect(eyeTestConstantProblem(0)).toBe("range");
    expect(eyeTestConstantProblem(-0.25)).toBe("range");
    expect(eyeTestConstantProblem(20.25)).toBe("range");
    expect(eyeTestConstantProblem(0.3)).toBe("step");
    expect(eyeTestConstantProblem(1.1)).toBe("step");
  });

  it("the schema says the same on each field", () => {
    const result = eyeTestConstantsUpdate.safeParse({
      aMyopia: 0.3,
      aHypermetropia: 21,
      bMyopia: "1",
    });
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), inEnglish(issue.message)]),
    );
    expect(issues).toEqual({
      aMyopia: "A myopia must be a multiple of 0.25 D.",
      aHypermetropia: "A hypermetropia must be between 0.25 and 20 D.",
      bMyopia: "B myopia must be a number.",
      bHypermetropia: "B hypermetropia is required.",
    });
  });

  it("the demo API saves the four and refuses a wrong one on its field", async () => {
    const token = await signIn("admin@demo.test");
    const loaded = await api("GET", "/app-config-settings/eye-test-constants", { token });
    expect(loaded.payload).toMatchObject({
      aMyopia: 0.25,
      aHypermetropia: 0.5,
      bMyopia: 0.75,
      bHypermetropia: 1,
    });
    const bad = await api("PATCH", "/app-config-settings/eye-test-constants", {
      token,
      body: { aMyopia: 0.25, aHypermetropia: 0.5, bMyopia: 0.75, bHypermetropia: 0 },
    });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors).toEqual({
      bHypermetropia: "B hypermetropia must be between 0.25 and 20 D.",
    });
    const ok = await api("PATCH", "/app-config-settings/eye-test-constants", {
      token,
      body: {
        aMyopia: 1,
        aHypermetropia: 1.5,
        bMyopia: 2,
        bHypermetropia: 2.5,
        updatedAt: loaded.payload.updatedAt,
      },
    });
    expect(ok.payload).toMatchObject({
      aMyopia: 1,
      bHypermetropia: 2.5,
      updatedBy: { name: "Alice Admin" },
    });
  });
});

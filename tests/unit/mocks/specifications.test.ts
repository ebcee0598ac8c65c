import { LENSA_RANGES } from "@resources/catalogue/lib/specifications";
import { defaultSpecifications } from "@resources/catalogue/demo/specifications";
import { api, signIn } from "./api";

type Spec = { key: string; value: unknown };

/** The demo API checks specifications with src/lib/catalog's rules (bounds, steps, min ≤ max, required). */
describe("demo API: LENSA specification rules", () => {
  const lensa = (sku: string) => ({
    productName: "Lensa Rules Test",
    sku,
    productType: "LENSA",
    brandId: "brd-3",
    price: 900_000,
    status: "DRAFT",
    specifications: defaultSpecifications("LENSA", {
      personalization: "Work",
      age: { min: 0, max: 200 },
      sph_minus: { min: -8, max: 0 },
      sph_plus: { min: 0, max: 6 },
      cyl_minus: { min: -4, max: 0 },
      addition: { min: 0.75, max: 3 },
    }),
  });
  const withValue = (specs: Spec[], key: string, value: unknown) =>
    specs.map((spec) => (spec.key === key ? { ...spec, value } : spec));
  const indexOf = (specs: Spec[], key: string) => specs.findIndex((spec) => spec.key === key);

  it("accepts values on the bounds and on the step", async () => {
    const token = await signIn("catalog@demo.test");
    const body = lensa("LJAY-LN-RULE0");
    body.specifications = withValue(body.specifications, "sph_minus", {
      min: -10,
      max: -0.01,
    }) as typeof body.specifications;
    const answer = await api("POST", "/products", { token, body });
    expect(answer.status).toBe(201);
  });

  it.each([
    ["sph_minus", { min: -10.25, max: 0 }, "SPH minus minimum must be between -10 and 0."],
    ["sph_plus", { min: 0, max: 10.5 }, "SPH plus maximum must be between 0 and 10."],
    ["cyl_minus", { min: -3.005, max: 0 }, "CYL minus minimum must be in steps of 0.01."],
    ["addition", { min: 0.1, max: 2 }, "Addition minimum must be in steps of 0.25."],
    ["addition", { min: 0, max: 3.25 }, "Addition maximum must be between 0 and 3."],
    ["age", { min: 0, max: 201 }, "Age maximum must be between 0 and 200."],
    ["age", { min: 10.5, max: 60 }, "Age minimum must be in steps of 1."],
    ["sph_plus", { min: 4, max: 2 }, "SPH plus: the minimum must not be greater than the maximum."],
    ["sph_minus", { min: -2 }, "SPH minus maximum is required."],
    ["sph_minus", null, "SPH minus is required."],
  ])("refuses %s = %j on specifications.{i}.value", async (key, value, message) => {
    const token = await signIn("catalog@demo.test");
    // A SKU is upper-case letters, digits and dashes.
    const body = lensa(`LJAY-LN-RULE-${key.toUpperCase().replace(/_/g, "-")}`);
    const specifications = withValue(body.specifications, key, value);
    const answer = await api("POST", "/products", { token, body: { ...body, specifications } });
    expect(answer.status).toBe(422);
    expect(answer.code).toBe("validation_error");
    const field = `specifications.${indexOf(specifications, key)}.value`;
    expect(answer.payload.errors).toEqual({ [field]: message });
  });

  it("keeps the library's bounds even when the client sends looser inputProps", async () => {
    const token = await signIn("catalog@demo.test");
    const body = lensa("LJAY-LN-RULE-LOOSE");
    const specifications = body.specifications.map((spec) =>
      spec.key === "addition"
        ? { ...spec, inputProps: { min: 0, max: 10, step: 0.01 }, value: { min: 0, max: 4.1 } }
        : spec,
    );
    const answer = await api("POST", "/products", { token, body: { ...body, specifications } });
    expect(answer.status).toBe(422);
    expect(
      answer.payload.errors[`specifications.${indexOf(specifications, "addition")}.value`],
    ).toBe(
      `Addition maximum must be between ${LENSA_RANGES.addition.min} and ${LENSA_RANGES.addition.max}.`,
    );
  });

  it("refuses a negative or off-step power combination and a lens type outside the options", async () => {
    const token = await signIn("catalog@demo.test");
    const body = lensa("LJAY-LN-RULE-PC");
    const negative = withValue(body.specifications, "power_combination", -1);
    const answer = await api("POST", "/products", {
      token,
      body: { ...body, specifications: negative },
    });
    expect(answer.status).toBe(422);
    expect(answer.payload.errors).toEqual({
      [`specifications.${indexOf(negative, "power_combination")}.value`]:
        "Power combination must be between 0 and 20.",
    });
    const offStep = withValue(body.specifications, "power_combination", 6.005);
    const stepAnswer = await api("POST", "/products", {
      token,
      body: { ...body, specifications: offStep },
    });
    expect(stepAnswer.payload.errors).toEqual({
      [`specifications.${indexOf(offStep, "power_combination")}.value`]:
        "Power combination must be in steps of 0.01.",
    });
    const lensType = withValue(body.specifications, "lens_type", "Trifokal");
    const typeAnswer = await api("POST", "/products", {
      token,
      body: { ...body, specifications: lensType },
    });
    expect(typeAnswer.payload.errors).toEqual({
      [`specifications.${indexOf(lensType, "lens_type")}.value`]:
        "Choose one of: Progresif, Bifokal, Single Vision.",
    });
  });
});

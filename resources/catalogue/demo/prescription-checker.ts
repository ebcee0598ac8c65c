import { listOf, z } from "@/contract/common";
import { checkerCustomer, checkRequest, checkResult } from "../schema/prescription-check";
import { matchLensForPrescription } from "../lib/lens-match";
import { specificationValue } from "../lib/specifications";
import { db } from "@/mocks/db";
import { me, route } from "@/mocks/lib/route";

/**
 * The prescription checker's search for suitable lenses (docs/api.md,
 * "Prescription checker"): every LENSA product judged by the shared matching
 * rule of src/lib/catalog/prescription.ts, suitable ones first.
 */
const AREA = "SIMULATE_PRESCRIPTION_CHECKER";

const SPEC_KEYS = [
  "lens_type",
  "sph_minus",
  "sph_plus",
  "cyl_minus",
  "addition",
  "age",
  "power_combination_type",
  "power_combination",
] as const;

const search = route({
  method: "post",
  path: "/simulate-prescription-checker/search",
  area: AREA,
  action: "list",
  summary:
    "LENSA products judged against a prescription, suitable ones first (with the reasons of the others)",
  body: checkRequest,
  response: checkResult,
  errors: [422],
  handler: async (ctx) => {
    me(ctx);
    // The body's bounds are the schema's (checkRequest): a value out of them was answered 422.
    const body = ctx.data;
    const prescription = body.prescription;
    const q = (body.q ?? "").trim().toLowerCase();
    const rows = db.products
      .filter(
        (product) =>
          product.productType === "LENSA" &&
          !product.isArchived &&
          (!body.brandId || product.brandId === body.brandId) &&
          (!q || `${product.productName} ${product.sku}`.toLowerCase().includes(q)),
      )
      .map((product) => {
        const result = matchLensForPrescription(product, prescription);
        const specs = Object.fromEntries(
          SPEC_KEYS.map((key) => [key, specificationValue(product.specifications, key) ?? null]),
        );
        return {
          productId: product.productId,
          productName: product.productName,
          sku: product.sku,
          brandId: product.brandId,
          brandName: db.brands.get(product.brandId)?.brandName ?? "",
          status: product.status,
          specifications: specs,
          suitable: result.suitable,
          reasons: result.reasons,
        };
      })
      .sort(
        (a, b) =>
          Number(b.suitable) - Number(a.suitable) || a.productName.localeCompare(b.productName),
      );
    const suitableCount = rows.filter((row) => row.suitable).length;
    const listed = body.onlySuitable ? rows.filter((row) => row.suitable) : rows;
    const start = body._start ?? 0;
    const end = body._end ?? start + 20;
    return {
      results: listed.slice(start, end),
      count: listed.length,
      suitableCount,
      checked: rows.length,
    };
  },
});

/** Customers with their saved prescriptions, to load one into the checker. */
const customers = route({
  method: "get",
  path: "/simulate-prescription-checker/customers",
  area: AREA,
  action: "list",
  summary: "Customers with their saved prescriptions (at most 20), to load one into the checker",
  query: z.object({ q: z.string().optional().meta({ description: "Name, email or phone." }) }),
  response: listOf(checkerCustomer),
  handler: (ctx) => {
    me(ctx);
    const q = (ctx.query.get("q") ?? "").trim().toLowerCase();
    const matches = db.users
      .filter(
        (user) =>
          user.userType === "CUSTOMER" &&
          (!q || `${user.name} ${user.email} ${user.phone}`.toLowerCase().includes(q)),
      )
      .slice(0, 20);
    const results = matches.map((user) => ({
      userId: user.userId,
      name: user.name,
      email: user.email,
      prescriptions: db.prescriptions
        .filter((rx) => rx.userId === user.userId)
        .sort((a, b) => String(b.examinedAt).localeCompare(String(a.examinedAt)))
        .map((rx) => ({
          prescriptionId: rx.prescriptionId,
          examinedAt: rx.examinedAt,
          right: rx.right,
          left: rx.left,
          pd: rx.pd,
          age: rx.age,
          examiner: rx.examiner,
          notes: rx.notes,
        })),
    }));
    return { results, count: results.length };
  },
});

export const handlers = [search, customers];

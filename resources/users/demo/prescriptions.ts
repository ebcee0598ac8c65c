import {
  prescription,
  prescriptionCreate,
  prescriptionFields,
  prescriptionUpdate,
  type Prescription,
} from "../schema/prescription";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { requireUser } from "./user-area";
import { ageAt } from "./prescriptions.seed";

/**
 * Customers' eye prescriptions (`/users/{userId}/prescriptions`), several per customer, newest first;
 * judged by the PRESCRIPTION codes (spec 6 names prescription list, create, update and delete with the
 * ADMIN and CUSTOMER areas). The prescription checker loads them (prescription-checker.ts).
 */
const PATH = "/users/:userId/prescriptions";

// What the server keeps beside what staff write: whose prescription it is and the age it was taken at.
const write = prescriptionFields.extend(
  prescription.pick({ userId: true, customerName: true, age: true }).shape,
);

export const handlers = resource<Prescription>({
  path: PATH,
  entity: "prescription",
  collection: db.prescriptions,
  area: "PRESCRIPTION",
  labelField: "examinedAt",
  schemas: { create: prescriptionCreate, update: prescriptionUpdate, write, answer: prescription },
  // Only customers have prescriptions: another user's list is empty and a write to it answers 404.
  scope: (row, ctx) => row.userId === ctx.params.userId,
  forced: (ctx) => {
    const customer = requireUser(ctx, "CUSTOMER");
    return { userId: customer.userId, customerName: customer.name };
  },
  prepare: (record) => ({
    ...record,
    age:
      typeof record.examinedAt === "string"
        ? ageAt(db.users.get(String(record.userId))?.birthDate, record.examinedAt)
        : null,
  }),
});

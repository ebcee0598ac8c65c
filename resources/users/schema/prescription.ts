/** Customers' eye prescriptions (`/users/{userId}/prescriptions`). */
import {
  decimal,
  id,
  integer,
  message,
  optionalText,
  patchOf,
  timestamp,
  timestamps,
  z,
  type TextKey,
} from "@/contract/common";
import { onStep, PRESCRIPTION_LIMITS } from "@/contract/rules";

type Limit = keyof typeof PRESCRIPTION_LIMITS;

/**
 * A measured value between the plausible limits of src/contract/rules.ts (a typo such as -125 for
 * -1.25 is refused, never clamped to the limit) and on its step: whole degrees for AXIS, quarter
 * dioptres for SPH, CYL and ADD, half millimetres for PD.
 */
const measured = (label: TextKey, limit: Limit, description: string) => {
  const { min, max, step } = PRESCRIPTION_LIMITS[limit];
  if (step === 1) return integer(label, { min, max }).meta({ description });
  return decimal(label, { min, max })
    .refine(
      (value) => onStep(value, step),
      message("users:records.prescriptions.validation.step", { field: label, step }),
    )
    .meta({ description });
};

const eye = z
  .object({
    sph: measured(
      "users:records.prescriptions.fields.sph",
      "sph",
      "Sphere in dioptres (-20 … 20, steps of 0.25).",
    ),
    cyl: measured(
      "users:records.prescriptions.fields.cyl",
      "cyl",
      "Cylinder in dioptres (-10 … 10, steps of 0.25).",
    ),
    axis: measured(
      "users:records.prescriptions.fields.axis",
      "axis",
      "Axis in degrees (0 … 180, whole).",
    ),
    add: measured(
      "users:records.prescriptions.fields.add",
      "add",
      "Near addition in dioptres (0 … 3.5, steps of 0.25).",
    ),
  })
  .meta({ id: "EyePrescription", description: "SPH, CYL and ADD in dioptres; AXIS in degrees." });

/** What staff write of a customer's eye prescription. */
export const prescriptionFields = z.object({
  examinedAt: timestamp("The examination date.")
    .refine(
      (value) => Date.parse(value) <= Date.now() + 60_000,
      message("users:records.prescriptions.validation.examinedAtFuture"),
    )
    .meta({ label: "users:records.prescriptions.fields.examinedAt" }),
  right: eye,
  left: eye,
  pd: measured(
    "users:records.prescriptions.fields.pd",
    "pd",
    "Pupillary distance of both eyes in mm (40 … 80).",
  ),
  examiner: optionalText("users:records.prescriptions.fields.examiner", 100)
    .default(null)
    .meta({ description: "Who examined the eyes (optometrist, store); null when not noted." }),
  notes: optionalText("users:records.prescriptions.fields.notes", 500).default(null),
});

/** `POST /users/{userId}/prescriptions`. */
export const prescriptionCreate = prescriptionFields.meta({ id: "PrescriptionCreate" });
/** `PATCH /users/{userId}/prescriptions/{prescriptionId}`. */
export const prescriptionUpdate = patchOf(prescriptionFields).meta({ id: "PrescriptionUpdate" });

/** A customer's eye prescription as the API answers it (several per customer, newest first). */
export const prescription = prescriptionFields
  .extend({
    prescriptionId: id(),
    userId: id("The customer."),
    customerName: z.string(),
    age: z
      .union([z.number().int(), z.null()])
      .meta({ description: "The customer's age at the examination (from the birth date)." }),
    ...timestamps,
  })
  .meta({ id: "Prescription" });

/** A customer's saved prescription as the checker loads it. */
export const savedPrescription = prescription
  .pick({
    prescriptionId: true,
    examinedAt: true,
    right: true,
    left: true,
    pd: true,
    age: true,
    examiner: true,
    notes: true,
  })
  .meta({ id: "SavedPrescription" });

export type SavedPrescription = z.infer<typeof savedPrescription>;
export type Prescription = z.infer<typeof prescription>;
export type PrescriptionFormValues = z.input<typeof prescriptionCreate>;

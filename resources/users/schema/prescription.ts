/** Customers' eye prescriptions (`/users/{userId}/prescriptions`). */
import {
  id,
  optionalText,
  patchOf,
  requiredMessage,
  timestamp,
  timestamps,
  z,
} from "@/contract/common";
import { onStep, PRESCRIPTION_LIMITS } from "@/contract/rules";

type Limit = keyof typeof PRESCRIPTION_LIMITS;

/** A measured value within its limits and on its step ("SPH must be between -20 and 20."). */
const measured = (label: string, limit: Limit, description: string) => {
  const { min, max, step } = PRESCRIPTION_LIMITS[limit];
  const between = `${label} must be between ${min} and ${max}.`;
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage(label)
          : `${label} must be a number.`,
    })
    .min(min, between)
    .max(max, between)
    .refine(
      (value) => onStep(value, step),
      step === 1 ? `${label} must be a whole number.` : `${label} goes in steps of ${step}.`,
    )
    .meta({ description });
};

const eye = z
  .object({
    sph: measured("SPH", "sph", "Sphere in dioptres (-20 … 20, steps of 0.25)."),
    cyl: measured("CYL", "cyl", "Cylinder in dioptres (-10 … 10, steps of 0.25)."),
    axis: measured("AXIS", "axis", "Axis in degrees (0 … 180, whole)."),
    add: measured("ADD", "add", "Near addition in dioptres (0 … 3.5, steps of 0.25)."),
  })
  .meta({ id: "EyePrescription", description: "SPH, CYL and ADD in dioptres; AXIS in degrees." });

/** What staff write of a customer's eye prescription. */
export const prescriptionFields = z.object({
  examinedAt: timestamp("The examination date.").refine(
    (value) => Date.parse(value) <= Date.now() + 60_000,
    "The examination date cannot be in the future.",
  ),
  right: eye,
  left: eye,
  pd: measured("PD", "pd", "Pupillary distance of both eyes in mm (40 … 80)."),
  examiner: optionalText("Examiner", 100)
    .default("")
    .meta({ description: "Who examined the eyes (optometrist, store)." }),
  notes: optionalText("Note", 500).default(""),
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

import { db } from "../db";
import type { AnyRecord } from "../db/collection";
import { resource } from "../lib/crud";
import { requireFields } from "../lib/validate";

const prescriptions = resource({
  path: "/prescriptions",
  entity: "prescription",
  collection: db.prescriptions,
  area: "PRESCRIPTION",
  actions: { list: "list" },
  validate: (record) => {
    const errors = requireFields(record, { userId: "Customer", examinedAt: "Examination date" });
    if (record.userId && db.users.get(record.userId)?.userType !== "CUSTOMER")
      errors.userId = "Choose an existing customer.";
    for (const side of ["right", "left"] as const) {
      const eye = (record[side] ?? {}) as AnyRecord;
      if (typeof eye.sph !== "number" || eye.sph < -20 || eye.sph > 20)
        errors[`${side}.sph`] = "SPH between -20 and 20.";
      if (typeof eye.cyl !== "number" || eye.cyl < -10 || eye.cyl > 10)
        errors[`${side}.cyl`] = "CYL between -10 and 10.";
      if (typeof eye.axis !== "number" || eye.axis < 0 || eye.axis > 180)
        errors[`${side}.axis`] = "AXIS between 0 and 180.";
      if (typeof eye.add !== "number" || eye.add < 0 || eye.add > 4)
        errors[`${side}.add`] = "ADD between 0 and 4.";
    }
    return errors;
  },
});

// --- change logs across an entity ----------------------------------------------------------------

export const handlers = [...prescriptions];

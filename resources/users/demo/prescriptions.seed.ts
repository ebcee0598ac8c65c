import type { Prescription } from "../schema/prescription";
import { DAY, FIRST_NAMES, anchor, iso, seeded } from "@/mocks/lib/seed";
import { seedStores } from "@resources/catalogue/demo/exports";
import { customersOf } from "./users.seed";
import { createRandom } from "@/mocks/lib/random";

/** The age at the examination, from the customer's birth date (null when unknown). */
export function ageAt(birthDate: string | undefined, examinedAt: string): number | null {
  const birth = birthDate ? new Date(birthDate) : undefined;
  const exam = new Date(examinedAt);
  if (!birth || Number.isNaN(birth.getTime()) || Number.isNaN(exam.getTime())) return null;
  let age = exam.getFullYear() - birth.getFullYear();
  const before =
    exam.getMonth() < birth.getMonth() ||
    (exam.getMonth() === birth.getMonth() && exam.getDate() < birth.getDate());
  if (before) age -= 1;
  return Math.max(0, age);
}

/** Eye prescriptions for half of the customers (one to three each, the newest a few months old at most). */
export const seedPrescriptions = seeded<Prescription>("prescriptions", (size) => {
  const random = createRandom(`prescriptions:${size}`);
  const stores = seedStores(size);
  const eye = () => {
    const sph = random.chance(0.75) ? random.step(-6, -0.25, 0.25) : random.step(0.25, 4, 0.25);
    const cyl = random.chance(0.6) ? random.step(-2.5, -0.25, 0.25) : 0;
    return { sph, cyl, axis: cyl ? random.int(1, 180) : 0, add: 0 };
  };
  const rows: Prescription[] = [];
  customersOf(size).forEach((customer, i) => {
    if (i % 2 !== 0) return;
    const count = random.chance(0.3) ? random.int(2, 3) : 1;
    let examinedMs = anchor() - random.int(7, 200) * DAY;
    for (let k = 0; k < count; k++) {
      const examinedAt = iso(examinedMs);
      const age = ageAt(customer.birthDate, examinedAt);
      const right = eye();
      const left = eye();
      if (age !== null && age >= 40) {
        const add = Math.min(3.5, random.step(0.75, 2.75, 0.25));
        right.add = add;
        left.add = add;
      }
      const store = random.pick(stores);
      rows.push({
        prescriptionId: `rx-${rows.length + 1}`,
        userId: customer.userId,
        customerName: customer.name,
        examinedAt,
        right,
        left,
        pd: random.int(112, 140) / 2,
        age,
        examiner: `${random.pick(FIRST_NAMES)}, optometrist at ${store.storeName}`,
        notes:
          k === 0
            ? random.pick([null, null, "Computer work, anti-glare advised", "Drives at night"])
            : "Earlier prescription",
        createdAt: examinedAt,
        updatedAt: examinedAt,
      });
      examinedMs -= random.int(200, 700) * DAY;
    }
  });
  return rows;
});

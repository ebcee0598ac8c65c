import type { AnyRecord } from "../db/collection";
import { DAY, anchor, iso, seeded } from "../lib/seed";
import { seedStores } from "./stores.seed";
import { customersOf } from "./users.seed";
import { createRandom } from "../lib/random";

export const seedPrescriptions = seeded<AnyRecord>("prescriptions", (size) => {
  const random = createRandom(`prescriptions:${size}`);
  const stores = seedStores(size);
  const eye = () => {
    const sph = random.chance(0.75) ? random.step(-6, -0.25, 0.25) : random.step(0.25, 4, 0.25);
    return {
      sph,
      cyl: random.chance(0.6) ? random.step(-2.5, -0.25, 0.25) : 0,
      axis: random.int(1, 180),
      add: 0,
    };
  };
  const rows: AnyRecord[] = [];
  customersOf(size).forEach((customer) => {
    const count = random.chance(0.2) ? 2 : 1;
    const age = 2025 - Number(customer.birthDate.slice(0, 4));
    for (let k = 0; k < count; k++) {
      const right = eye();
      const left = eye();
      if (age >= 40) {
        const add = random.step(0.75, 2.75, 0.25);
        right.add = add;
        left.add = add;
      }
      const createdMs = anchor() - random.int(1, 700) * DAY;
      rows.push({
        prescriptionId: `rx-${rows.length + 1}`,
        userId: customer.userId,
        customerName: customer.name,
        right,
        left,
        pd: random.int(56, 70),
        age,
        notes: k ? "Follow-up test" : "",
        examinedAt: iso(createdMs),
        storeId: random.pick(stores).storeId,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    }
  });
  return rows;
});

import { daysAgo, seeded } from "@/mocks/lib/seed";
import type { Dealer } from "../schema/dealer";

const PLAN: [string, string, number | null, number][] = [
  ["Optik Sinar Terang", "Kota Bogor", 150_000_000, 12.5],
  ["Kacamata Sehat Abadi", "Kota Depok", 80_000_000, 10],
  ["Optik Mata Prima", "Kota Bekasi", null, 8],
  ["Lensa Kita", "Kota Malang", 60_000_000, 15],
  ["Optik Cahaya Timur", "Kota Kupang", 40_000_000, 7.5],
  ["Optik Borneo Jaya", "Kota Balikpapan", 120_000_000, 12],
  ["Kacamata Rakyat", "Kota Solo", null, 5],
  ["Optik Sumber Rejeki", "Kota Padang", 90_000_000, 10],
];

/** Eight dealers across Indonesia (some without a credit line); the large set repeats them by city. */
export const seedDealers = seeded<Dealer>("dealers", (size) => {
  const copies = size === "large" ? 60 : 1;
  return Array.from({ length: copies }).flatMap((_, copy) =>
    PLAN.map(([name, city, creditLimit, discountPercent], index) => {
      const n = copy * PLAN.length + index + 1;
      return {
        dealerId: `dlr-${n}`,
        dealerName: copy ? `${name} ${copy + 1}` : name,
        city,
        phone:
          index % 3 === 2
            ? null
            : `0812-${String(3100 + n).padStart(4, "0")}-${String(2000 + n * 7).slice(-4)}`,
        creditLimit,
        discountPercent,
        notes: index === 0 ? "Pays on the 25th of each month." : null,
        isActive: index !== 6,
        createdAt: daysAgo(200 - n),
        updatedAt: daysAgo(40 - (n % 30)),
      };
    }),
  );
});

import { REGION_TREE } from "@/mocks/db/regions-data";
import { daysAgo, pad, seeded } from "@/mocks/lib/seed";
import { BRAND_SEED } from "./brands.seed";
import { createRandom } from "@/mocks/lib/random";
import type { OpeningHours, StoreRecord as Store } from "../schema/store";

/** [brand index, store name suffix, province, city] — 12 outlets across the brands. */
const STORE_PLAN: [number, string, string, string][] = [
  [0, "Kebayoran Baru", "DKI Jakarta", "Jakarta Selatan"],
  [0, "Menteng", "DKI Jakarta", "Jakarta Pusat"],
  [0, "Dago", "Jawa Barat", "Kota Bandung"],
  [0, "Tegalsari", "Jawa Timur", "Kota Surabaya"],
  [1, "Kelapa Gading", "DKI Jakarta", "Jakarta Utara"],
  [1, "Medan Baru", "Sumatera Utara", "Kota Medan"],
  [1, "Gondokusuman", "DI Yogyakarta", "Kota Yogyakarta"],
  [1, "Denpasar Selatan", "Bali", "Kota Denpasar"],
  [2, "Semarang Tengah", "Jawa Tengah", "Kota Semarang"],
  [2, "Serpong", "Banten", "Kota Tangerang Selatan"],
  [2, "Panakkukang", "Sulawesi Selatan", "Kota Makassar"],
  [3, "Grogol Petamburan", "DKI Jakarta", "Jakarta Barat"],
];

const CITY_COORDS: Record<string, [number, number]> = {
  "Jakarta Selatan": [-6.2297, 106.7997],
  "Jakarta Pusat": [-6.1865, 106.8341],
  "Kota Bandung": [-6.8915, 107.6107],
  "Kota Surabaya": [-7.2756, 112.7426],
  "Jakarta Utara": [-6.1588, 106.9057],
  "Kota Medan": [3.5779, 98.6565],
  "Kota Yogyakarta": [-7.7829, 110.3786],
  "Kota Denpasar": [-8.6852, 115.2627],
  "Kota Semarang": [-6.9825, 110.4093],
  "Kota Tangerang Selatan": [-6.2405, 106.6634],
  "Kota Makassar": [-5.1561, 119.4473],
  "Jakarta Barat": [-6.1754, 106.7894],
};

const DAYS: OpeningHours["day"][] = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];

const STREETS = [
  "Jl. Sudirman",
  "Jl. Gatot Subroto",
  "Jl. Diponegoro",
  "Jl. Ahmad Yani",
  "Jl. Merdeka",
  "Jl. Pemuda",
  "Jl. Gajah Mada",
  "Jl. Asia Afrika",
];

export const seedStores = seeded<Store>("stores", () => {
  const random = createRandom("stores");
  const brands = BRAND_SEED;
  return STORE_PLAN.map(([brandIndex, suffix, province, city], i) => {
    const cities = REGION_TREE.find(([name]) => name === province)![1];
    const districts = cities.find(([name]) => name === city)![1];
    const [district, subs] = districts.find(([name]) => name === suffix) ?? districts[0]!;
    const [subDistrict, postalCode] = subs[0]!;
    const [lat, lng] = CITY_COORDS[city] ?? [-6.2, 106.8];
    const brand = brands[brandIndex]!;
    const number = i + 1;
    return {
      storeId: `str-${number}`,
      storeName: `${brand.brandName} ${suffix}`,
      companyBrandId: `brd-${brandIndex + 1}`,
      storeCode: `${brand.brandCode}-${pad(number, 3)}`,
      address: {
        province,
        city,
        district,
        subDistrict,
        postalCode,
        street: `${random.pick(STREETS)} No. ${random.int(1, 180)}`,
      },
      // Stored the one way every phone is (+62…, src/contract/rules.ts); shown as "+62 21-5000-1234".
      phone: `+6221${random.int(5000, 7999)}${pad(random.int(0, 9999), 4)}`,
      email: `${suffix.toLowerCase().replace(/[^a-z]+/g, "")}@${brand.brandName.toLowerCase().replace(/[^a-z]+/g, "")}.co.id`,
      openingHours: DAYS.map((day) => ({
        day,
        open: day === "SUN" ? "11:00" : "10:00",
        close: day === "SUN" ? "20:00" : "21:00",
        closed: false,
      })),
      coordinates: {
        lat: Math.round((lat + random.next() * 0.02) * 1e5) / 1e5,
        lng: Math.round((lng + random.next() * 0.02) * 1e5) / 1e5,
      },
      services: random.chance(0.8) ? ["EYE_TEST", "PICKUP"] : ["PICKUP"],
      isActive: true,
      isArchived: false,
      createdAt: daysAgo(700 - i * 25),
      updatedAt: daysAgo(120 - i * 5),
    };
  });
});

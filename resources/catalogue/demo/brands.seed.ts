import { daysAgo, label, seeded, svg } from "@/mocks/lib/seed";
import type { BrandRecord as Brand } from "../schema/brand";

export const BRAND_SEED: {
  brandName: string;
  brandCode: string;
  color: string;
  description: string;
}[] = [
  {
    brandName: "Optik Prima",
    brandCode: "PRIM",
    color: "#f27a1a",
    description: "Family optical chain with in-store eye tests across Java.",
  },
  {
    brandName: "Kacamata Nusantara",
    brandCode: "NUSA",
    color: "#1f6f5c",
    description: "Locally designed frames inspired by the archipelago.",
  },
  {
    brandName: "Lensa Jaya",
    brandCode: "LJAY",
    color: "#2f4b9a",
    description: "Lens specialist: progressive, bifocal and single vision lenses.",
  },
  {
    brandName: "Visio Optical",
    brandCode: "VISI",
    color: "#7a2f8f",
    description: "Premium eyewear boutiques in city malls.",
  },
];

export const seedBrands = seeded<Brand>("brands", () =>
  BRAND_SEED.map((brand, i) => ({
    brandId: `brd-${i + 1}`,
    brandName: brand.brandName,
    brandCode: brand.brandCode,
    logoUrl: svg(label(brand.brandCode), brand.color),
    description: brand.description,
    isActive: true,
    isArchived: false,
    createdAt: daysAgo(720 - i * 30),
    updatedAt: daysAgo(200 - i * 20),
  })),
);

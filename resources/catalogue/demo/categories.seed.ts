import { daysAgo, seeded } from "@/mocks/lib/seed";
import type { Category } from "../schema/category";

export const seedCategories = seeded<Category>("categories", () => {
  const plan: [string, string | null][] = [
    ["Frames", null],
    ["Full Rim", "cat-1"],
    ["Half Rim", "cat-1"],
    ["Rimless", "cat-1"],
    ["Lenses", null],
    ["Single Vision", "cat-5"],
    ["Progressive", "cat-5"],
    ["Bifocal", "cat-5"],
    ["Accessories", null],
    ["Bundles", null],
  ];
  return plan.map(([categoryName, parentId], i) => ({
    categoryId: `cat-${i + 1}`,
    categoryName,
    parentId,
    order: i + 1,
    isActive: true,
    createdAt: daysAgo(700),
    updatedAt: daysAgo(300),
  }));
});

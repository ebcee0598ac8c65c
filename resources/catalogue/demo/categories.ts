import { category, categoryCreate, categoryUpdate, type Category } from "../schema/category";
import { db } from "@/mocks/db";
import { resource } from "@/mocks/lib/crud";
import { say } from "@/mocks/lib/readers";

/** Product categories (`/product-categories`). */
export const handlers = resource<Category>({
  path: "/product-categories",
  collection: db.categories,
  area: "PRODUCT_CATEGORY",
  entity: "category",
  labelField: "categoryName",
  schemas: { create: categoryCreate, update: categoryUpdate, answer: category },
  validate: (record): Record<string, string> =>
    record.parentId &&
    (!db.categories.get(record.parentId) || record.parentId === record.categoryId)
      ? { parentId: say("catalogue:api.otherParent") }
      : {},
});

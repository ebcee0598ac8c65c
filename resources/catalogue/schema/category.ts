/** Product categories (`/product-categories`; the menu entry is off: ignoreProductCategory). */
import {
  flag,
  id,
  integer,
  MAX_ORDER,
  patchOf,
  requiredText,
  timestamps,
  z,
} from "@/contract/common";

export const categoryFields = z.object({
  categoryName: requiredText("Category name", 100),
  parentId: z
    .union([z.string().min(1), z.null()])
    .default(null)
    .meta({ description: "The parent category (`categoryId`), null at the top level." }),
  order: integer("Order", { min: 0, max: MAX_ORDER }).default(0),
  isActive: flag("Active").default(true),
});

export const categoryCreate = categoryFields.meta({ id: "CategoryCreate" });
export const categoryUpdate = patchOf(categoryFields).meta({ id: "CategoryUpdate" });

export const category = categoryFields
  .extend({ categoryId: id(), ...timestamps })
  .meta({ id: "Category" });

export type Category = z.infer<typeof category>;
export type CategoryFormValues = z.input<typeof categoryCreate>;

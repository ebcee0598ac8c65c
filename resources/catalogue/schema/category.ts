/** Product categories (`/product-categories`; the menu entry is off: ignoreProductCategory). */
import { flag, id, patchOf, position, requiredText, timestamps, z } from "@/contract/common";

export const categoryFields = z.object({
  categoryName: requiredText("catalogue:categories.fields.categoryName", 100),
  parentId: z
    .union([z.string().min(1), z.null()])
    .default(null)
    .meta({
      label: "catalogue:categories.fields.parentId",
      description: "The parent category (`categoryId`), null at the top level.",
    }),
  // A place in the menu, from 1 (the form always asked for 1 or more) up to MAX_ORDER.
  order: position("catalogue:categories.fields.order").default(1),
  isActive: flag("catalogue:categories.fields.isActive").default(true),
});

export const categoryCreate = categoryFields.meta({ id: "CategoryCreate" });
export const categoryUpdate = patchOf(categoryFields).meta({ id: "CategoryUpdate" });

export const category = categoryFields
  .extend({ categoryId: id(), ...timestamps })
  .meta({ id: "Category" });

export type Category = z.infer<typeof category>;
export type CategoryFormValues = z.input<typeof categoryCreate>;

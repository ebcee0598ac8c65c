import { recordFormHook } from "@/components/crud/record-form-hook";
import { brandFields, type Brand, type BrandFormValues } from "../schema/brand";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const useBrandForm = recordFormHook<Brand, BrandFormValues>({
  resource: "brands",
  idField: "brandId",
  schema: brandFields,
});

import { useRecordForm } from "@/components/crud/use-record-form";
import { brandFields, type Brand, type BrandFormValues } from "../schema/brand";

/** One hook for create and edit: Refine's form with server field errors and the unsaved-changes warning. */
export const useBrandForm = (action: "create" | "edit") =>
  useRecordForm<Brand, BrandFormValues>({
    action,
    resource: "brands",
    idField: "brandId",
    schema: brandFields,
  });

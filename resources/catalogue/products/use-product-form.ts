import { useRecordForm } from "@/components/crud/use-record-form";
import { mergeWithDefaults } from "../lib/specifications";
import { productFields, type Product, type ProductFormValues } from "../schema/product";

/** A stored product as the form edits it: the type's defaults restored exactly, lists never missing. */
export const toFormValues = (product: Product): Product => ({
  ...product,
  images: product.images ?? [],
  stocks: product.stocks ?? [],
  variants: product.variants ?? [],
  bundleItems: product.bundleItems ?? [],
  specifications: mergeWithDefaults(product.productType, product.specifications).map((spec) => ({
    ...spec,
    value: spec.value ?? null,
    isDefault: spec.isDefault ?? false,
  })),
});

/** What is sent: bundle items only for BUNDLING, a 3D model only for FRAME. */
export const toPayload = (values: ProductFormValues): ProductFormValues => ({
  ...values,
  // No description and no sale price are none (null), never "" or Rp 0.
  description: values.description ?? null,
  salePrice: values.salePrice ?? null,
  images: values.images ?? [],
  stocks: values.stocks ?? [],
  variants: values.variants ?? [],
  specifications: (values.specifications ?? []).map((spec) => ({
    ...spec,
    value: spec.value ?? null,
  })),
  bundleItems: values.productType === "BUNDLING" ? (values.bundleItems ?? []) : [],
  model3dUrl: values.productType === "FRAME" ? (values.model3dUrl ?? null) : null,
});

/**
 * One hook for create and edit. Server field errors land on their fields: a specification's on its
 * value (`specifications.<index>.value`, and `.key` or `.label` there too), the list's as a whole
 * under the list; a failed save keeps everything typed; leaving with unsaved changes asks first.
 */
export function useProductForm(action: "create" | "edit") {
  const form = useRecordForm<Product, ProductFormValues>({
    action,
    resource: "products",
    idField: "productId",
    schema: productFields,
    errorField: ([list, index]) =>
      list === "specifications" && typeof index === "number"
        ? ["specifications", index, "value"]
        : undefined,
    queryOptions: { select: (response) => ({ ...response, data: toFormValues(response.data) }) },
  });
  const { formProps } = form;
  return {
    ...form,
    formProps: {
      ...formProps,
      onFinish: (values: ProductFormValues) => formProps.onFinish?.(toPayload(values)),
    },
  };
}

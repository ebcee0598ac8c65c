import { useSelect } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import type { Product } from "@resources/catalogue/exports";

/**
 * The voucher's chosen products: searches the products of the voucher's brand by name or SKU on the
 * server (VOUCHER create and edit include PRODUCT.LIST for it).
 */
export function ProductPicker({
  brandId,
  value,
  onChange,
  id,
}: {
  brandId?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation("promotions");
  const { selectProps } = useSelect<Product>({
    resource: "products",
    optionLabel: "productName",
    optionValue: "productId",
    defaultValue: value,
    filters: brandId ? [{ field: "brandId", operator: "eq", value: brandId }] : [],
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "productId" },
    queryOptions: { enabled: !!brandId },
  });
  return (
    <FormSelect
      {...selectProps}
      id={id}
      mode="multiple"
      value={value as never}
      onChange={(next) => onChange?.(next as unknown as string[])}
      disabled={!brandId}
      placeholder={
        brandId
          ? t("promotions:vouchers.form.productsSearch")
          : t("promotions:vouchers.form.brandFirst")
      }
      aria-label={t("promotions:vouchers.fields.productIds")}
      style={{ width: "100%" }}
    />
  );
}

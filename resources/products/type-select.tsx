import { App, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { productTypeLabel } from "@/components/crud/product-type";
import { buildSpecifications, type ProductSpecification } from "@/lib/catalog/specifications";

interface TypeSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The product type. Switching it replaces the default specifications with
 * the new type's, after a confirmation when any would be lost; custom
 * specifications are kept.
 */
export function TypeSelect({ id, value, onChange }: TypeSelectProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const types: string[] = [...config.product.creatableTypes];
  // A record of another type (GENERAL, VOUCHER...) still shows its type.
  if (value && !types.includes(value)) types.push(value);

  const apply = (next: string) => {
    const current =
      (form.getFieldValue("specifications") as ProductSpecification[] | undefined) ?? [];
    const custom = current.filter((spec) => !spec.isDefault);
    onChange?.(next);
    form.setFieldValue("specifications", [...buildSpecifications(next), ...custom]);
  };

  const change = (next: string) => {
    if (next === value) return;
    const current =
      (form.getFieldValue("specifications") as ProductSpecification[] | undefined) ?? [];
    if (!value || current.every((spec) => !spec.isDefault)) {
      apply(next);
      return;
    }
    modal.confirm({
      title: t("products.typeSwitch.title", { type: productTypeLabel(t, next) }),
      content: t("products.typeSwitch.content", {
        from: productTypeLabel(t, value),
        to: productTypeLabel(t, next),
      }),
      okText: t("products.typeSwitch.ok"),
      cancelText: t("crud.bulk.cancel"),
      onOk: () => apply(next),
    });
  };

  return (
    <Select
      id={id}
      value={value}
      onChange={change}
      placeholder={t("products.hints.productType")}
      options={types.map((type) => ({
        value: type,
        label: productTypeLabel(t, type),
        disabled: !(config.product.creatableTypes as readonly string[]).includes(type),
      }))}
    />
  );
}

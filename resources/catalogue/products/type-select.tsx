import { App, Form } from "antd";
import { FormSelect } from "@/components/form-select";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { productTypeLabel } from "../components/product-type";
import { mergeWithDefaults, type ProductSpecification } from "../lib/specifications";

interface TypeSelectProps {
  id?: string;
  /** From a required Form.Item. */
  "aria-required"?: boolean | "true" | "false";
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The product type. Switching it replaces the default specifications with the new type's; custom
 * specifications are kept (one with the key of a new default gives that default its value). Whatever
 * the switch would lose is named in a confirmation first: the typed default specifications, the bundle
 * items of a Bundling product, the 3D model of a Frame. Nothing else is asked.
 */
export function TypeSelect({ id, value, onChange, "aria-required": required }: TypeSelectProps) {
  const { t } = useTranslation("catalogue");
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const types: string[] = [...config.product.creatableTypes];
  // A record of another type (GENERAL, VOUCHER...) still shows its type.
  if (value && !types.includes(value)) types.push(value);

  const specifications = () =>
    (form.getFieldValue("specifications") as ProductSpecification[] | undefined) ?? [];

  const apply = (next: string) => {
    const custom = specifications().filter((spec) => !spec.isDefault);
    onChange?.(next);
    form.setFieldValue("specifications", mergeWithDefaults(next, custom));
  };

  const change = (next: string) => {
    if (next === value) return;
    const from = value ? productTypeLabel(t, value) : "";
    const to = productTypeLabel(t, next);
    // What would go: kept in the form meanwhile (switching back brings it back), dropped on save.
    const losses = [
      value && specifications().some((spec) => spec.isDefault)
        ? t("catalogue:products.typeSwitch.content", { from, to })
        : undefined,
      value === "BUNDLING" &&
      ((form.getFieldValue("bundleItems") as unknown[] | undefined) ?? []).length > 0
        ? t("catalogue:products.typeSwitch.bundleItems", {
            bundling: productTypeLabel(t, "BUNDLING"),
          })
        : undefined,
      value === "FRAME" && form.getFieldValue("model3dUrl")
        ? t("catalogue:products.typeSwitch.model3d", { frame: productTypeLabel(t, "FRAME") })
        : undefined,
    ].filter((text): text is string => !!text);
    if (losses.length === 0) {
      apply(next);
      return;
    }
    modal.confirm({
      title: t("catalogue:products.typeSwitch.title", { type: to }),
      content: losses.map((text) => <p key={text}>{text}</p>),
      okText: t("catalogue:products.typeSwitch.ok"),
      cancelText: t("crud.bulk.cancel"),
      onOk: () => apply(next),
    });
  };

  return (
    <FormSelect
      id={id}
      aria-required={required}
      value={value}
      onChange={change}
      // Type-ahead: "len" narrows to Lens, Enter chooses it.
      showSearch
      optionFilterProp="label"
      placeholder={t("catalogue:products.hints.productType")}
      options={types.map((type) => ({
        value: type,
        label: productTypeLabel(t, type),
        disabled: !(config.product.creatableTypes as readonly string[]).includes(type),
      }))}
    />
  );
}

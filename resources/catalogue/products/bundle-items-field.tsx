import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useSelect } from "@refinedev/antd";
import { useOne } from "@refinedev/core";
import { Button, Flex, Form, Select } from "antd";
import { FormSelect } from "@/components/form-select";
import { useTranslation } from "react-i18next";
import type { FormListProps } from "antd/es/form";
import type { useSchemaForm } from "@/components/form/use-schema-form";
import type { Product } from "../schema/product";

type SchemaField = ReturnType<typeof useSchemaForm>;

function BundleItemRow({
  name,
  index,
  onRemove,
  selfId,
  field,
}: {
  name: number;
  index: number;
  onRemove: () => void;
  selfId?: string;
  field: SchemaField;
}) {
  const { t } = useTranslation("catalogue");
  const form = Form.useFormInstance();
  const productId = Form.useWatch(["bundleItems", name, "productId"], form) as string | undefined;
  const { selectProps } = useSelect<Product>({
    resource: "products",
    optionLabel: "productName",
    optionValue: "productId",
    defaultValue: productId,
    // Bundles are made of other products, never of bundles (or of themselves).
    filters: [{ field: "productType", operator: "ne", value: "BUNDLING" }],
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "productId" },
  });
  const { result: product } = useOne<Product>({
    resource: "products",
    id: productId ?? "",
    queryOptions: { enabled: !!productId },
  });
  const variants = product?.variants ?? [];
  const options = (selectProps.options ?? []).filter((option) => option.value !== selfId);

  return (
    <Flex gap={8} align="baseline" wrap>
      <Form.Item
        {...field(["bundleItems", name, "productId"], { name: [name, "productId"], label: false })}
      >
        <FormSelect
          {...selectProps}
          options={options}
          aria-label={t("catalogue:products.fields.bundleProductN", { n: index + 1 })}
          placeholder={t("catalogue:products.fields.bundleProduct")}
          style={{ width: 280 }}
          onChange={(value, option) => {
            selectProps.onChange?.(value, option);
            form.setFieldValue(["bundleItems", name, "variantId"], null);
          }}
        />
      </Form.Item>
      <Form.Item
        name={[name, "variantId"]}
        // Which variants the chosen product has is the database's: the server checks it too.
        rules={[
          {
            validator: (_, variantId: string | null) =>
              variants.length > 0 && !variantId
                ? Promise.reject(new Error(t("catalogue:products.validation.bundleVariant")))
                : Promise.resolve(),
          },
        ]}
      >
        {/* One variant per item: allowMultipleVariants is false. */}
        <Select
          aria-label={t("catalogue:products.fields.bundleVariantN", { n: index + 1 })}
          placeholder={
            variants.length
              ? t("catalogue:products.fields.bundleVariant")
              : t("catalogue:products.hints.noVariants")
          }
          disabled={variants.length === 0}
          style={{ width: 220 }}
          options={variants.map((variant) => ({
            value: variant.variantId,
            label: `${variant.color} (${variant.sku})`,
          }))}
        />
      </Form.Item>
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t("catalogue:products.actions.removeBundleItem", { n: index + 1 })}
        onClick={onRemove}
      />
    </Flex>
  );
}

/** A bundle's items: other products, one variant each (at least one item: the product schema's rule). */
export function BundleItemsField({
  selfId,
  field: schemaField,
}: {
  selfId?: string;
  field: SchemaField;
}) {
  const { t } = useTranslation("catalogue");
  // Form.List types its rules as validator objects only; rc-field-form runs rule functions there too.
  const rules = schemaField("bundleItems").rules as FormListProps["rules"];
  return (
    <Form.List name="bundleItems" rules={rules}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          {fields.map((field, index) => (
            <BundleItemRow
              key={field.key}
              name={field.name}
              index={index}
              selfId={selfId}
              field={schemaField}
              onRemove={() => remove(field.name)}
            />
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ productId: undefined, variantId: null })}
            >
              {t("catalogue:products.actions.addBundleItem")}
            </Button>
          </div>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}

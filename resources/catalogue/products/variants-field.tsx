import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import type { ProductVariant } from "../schema/product";

/** Colour variants, each with its own SKU and stock. */
export function VariantsField() {
  const { t } = useTranslation("catalogue");
  return (
    <Form.List name="variants">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="baseline" wrap>
              <Form.Item
                name={[field.name, "color"]}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t("crud.validation.required", {
                      field: t("catalogue:products.fields.variantColor"),
                    }),
                  },
                ]}
              >
                <Input
                  placeholder={t("catalogue:products.fields.variantColor")}
                  aria-label={t("catalogue:products.fields.variantColorN", { n: index + 1 })}
                  style={{ width: 160 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, "sku"]}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t("crud.validation.required", {
                      field: t("catalogue:products.fields.variantSku"),
                    }),
                  },
                  ({ getFieldValue }) => ({
                    validator: (_, sku: string) => {
                      const variants =
                        (getFieldValue("variants") as ProductVariant[] | undefined) ?? [];
                      const same = variants.filter(
                        (variant) => variant?.sku && variant.sku === sku,
                      ).length;
                      return same > 1
                        ? Promise.reject(
                            new Error(t("catalogue:products.validation.variantSkuUnique")),
                          )
                        : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input
                  placeholder={t("catalogue:products.fields.variantSku")}
                  aria-label={t("catalogue:products.fields.variantSkuN", { n: index + 1 })}
                  style={{ width: 180 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, "stock"]} initialValue={0}>
                <InputNumber
                  min={0}
                  precision={0}
                  aria-label={t("catalogue:products.fields.variantStockN", { n: index + 1 })}
                  addonBefore={t("catalogue:products.fields.stock")}
                  style={{ width: 150 }}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t("catalogue:products.actions.removeVariant", { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ color: "", sku: "", stock: 0 })}
            >
              {t("catalogue:products.actions.addVariant")}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import type { useSchemaForm } from "@/components/form/use-schema-form";

/**
 * Colour variants, each with its own SKU and stock. The rules are the product schema's: colour and SKU
 * required, SKUs unique within the product, stock a whole number within its bounds (never clamped).
 */
export function VariantsField({ field: schemaField }: { field: ReturnType<typeof useSchemaForm> }) {
  const { t } = useTranslation("catalogue");
  return (
    <Form.List name="variants">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="baseline" wrap>
              <Form.Item
                {...schemaField(["variants", field.name, "color"], {
                  name: [field.name, "color"],
                  label: false,
                })}
              >
                <Input
                  placeholder={t("catalogue:products.fields.variantColor")}
                  aria-label={t("catalogue:products.fields.variantColorN", { n: index + 1 })}
                  style={{ width: 160 }}
                />
              </Form.Item>
              <Form.Item
                {...schemaField(["variants", field.name, "sku"], {
                  name: [field.name, "sku"],
                  label: false,
                })}
              >
                <Input
                  placeholder={t("catalogue:products.fields.variantSku")}
                  aria-label={t("catalogue:products.fields.variantSkuN", { n: index + 1 })}
                  style={{ width: 180 }}
                />
              </Form.Item>
              <Form.Item
                {...schemaField(["variants", field.name, "stock"], {
                  name: [field.name, "stock"],
                  label: false,
                })}
              >
                <InputNumber
                  aria-label={t("catalogue:products.fields.variantStockN", { n: index + 1 })}
                  prefix={t("catalogue:products.fields.stock")}
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

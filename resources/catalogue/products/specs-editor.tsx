import { DeleteOutlined } from "@ant-design/icons";
import { Button, Col, Empty, Form, Row, Tag, Typography } from "antd";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import type { useSchemaForm } from "@/components/form/use-schema-form";
import type { ProductSpecification } from "../lib/specifications";
import { AddSpecButton } from "./add-spec-form";
import { specLabel } from "./spec-labels";
import { SpecValueInput } from "./spec-value-input";

const boundsHint = (spec: ProductSpecification) => {
  const { min, max, step } = spec.inputProps ?? {};
  if (spec.inputType === "select" || min === undefined || max === undefined) return undefined;
  return `${min} … ${max}${step ? ` (${step})` : ""}`;
};

/**
 * The product's specifications: the type's defaults (never removable) and
 * custom ones staff add (key, label, input type, options, required). Each value is checked by the
 * product schema (its bounds, step and required flag; a value out of bounds stays as typed).
 */
export function SpecsEditor({
  form,
  field: schemaField,
}: {
  form: FormInstance;
  field: ReturnType<typeof useSchemaForm>;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <Form.List name="specifications">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.length === 0 && (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t("catalogue:products.specs.none")}
            />
          )}
          <Row gutter={16}>
            {fields.map((field) => {
              const spec = form.getFieldValue(["specifications", field.name]) as
                ProductSpecification | undefined;
              if (!spec) return null;
              const label = specLabel(t, spec);
              return (
                <Col xs={24} md={12} key={field.key}>
                  <Form.Item
                    {...schemaField(["specifications", field.name, "value"], {
                      name: [field.name, "value"],
                      label: (
                        <>
                          {label}
                          {!spec.isDefault && (
                            <>
                              <Tag style={{ marginInlineStart: 8 }}>
                                {t("catalogue:products.specs.custom")}
                              </Tag>
                              <Button
                                type="text"
                                size="small"
                                danger
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={t("catalogue:products.specs.remove", { label })}
                                onClick={() => remove(field.name)}
                              />
                            </>
                          )}
                        </>
                      ),
                    })}
                    required={spec.isRequired}
                    extra={
                      boundsHint(spec) && (
                        <Typography.Text type="secondary">{boundsHint(spec)}</Typography.Text>
                      )
                    }
                  >
                    <SpecValueInput spec={spec} label={label} />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
          {/* The server's errors about the list as a whole (a default specification missing). */}
          <Form.ErrorList errors={errors} />
          <AddSpecButton
            existingKeys={fields.map(
              (field) =>
                (form.getFieldValue(["specifications", field.name, "key"]) as string) ?? "",
            )}
            onAdd={(spec) => add(spec)}
          />
        </>
      )}
    </Form.List>
  );
}

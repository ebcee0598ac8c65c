import { PlusOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex, Form, Input, InputNumber, Modal } from "antd";
import { FormSelect } from "@/components/form-select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DISABLED_SPECIFICATION_KEYS,
  SPECIFICATION_INPUT_TYPES,
  type ProductSpecification,
  type SpecificationInputType,
} from "../lib/specifications";

interface NewSpecValues {
  key: string;
  label: string;
  inputType: SpecificationInputType;
  selectOptions?: string[];
  isRequired?: boolean;
  min?: number | null;
  max?: number | null;
  step?: number | null;
  unit?: string;
}

const KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

interface AddSpecButtonProps {
  existingKeys: string[];
  onAdd: (spec: ProductSpecification) => void;
}

/** "Add specification": a custom key, label, input type (select / number / range-number), options, required. */
export function AddSpecButton({ existingKeys, onAdd }: AddSpecButtonProps) {
  const { t } = useTranslation("catalogue");
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewSpecValues>();
  const inputType = Form.useWatch("inputType", form);

  const inputTypeLabel = (type: SpecificationInputType) =>
    type === "select"
      ? t("catalogue:products.specs.inputTypes.select")
      : type === "number"
        ? t("catalogue:products.specs.inputTypes.number")
        : t("catalogue:products.specs.inputTypes.range");

  const submit = async () => {
    const values = await form.validateFields();
    const bounds = {
      ...(values.min != null ? { min: values.min } : {}),
      ...(values.max != null ? { max: values.max } : {}),
      ...(values.step != null ? { step: values.step } : {}),
      ...(values.unit?.trim() ? { unit: values.unit.trim() } : {}),
    };
    onAdd({
      key: values.key,
      label: values.label.trim(),
      inputType: values.inputType,
      isRequired: !!values.isRequired,
      isDefault: false,
      ...(values.inputType === "select"
        ? { selectOptions: values.selectOptions ?? [] }
        : { inputProps: bounds }),
      value: null,
    });
    form.resetFields();
    setOpen(false);
  };

  return (
    <>
      <Button icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("catalogue:products.specs.add")}
      </Button>
      <Modal
        title={t("catalogue:products.specs.addTitle")}
        open={open}
        okText={t("catalogue:products.specs.addOk")}
        cancelText={t("crud.bulk.cancel")}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<NewSpecValues>
          form={form}
          layout="vertical"
          initialValues={{ inputType: "select", isRequired: false }}
          preserve={false}
        >
          <Form.Item
            name="key"
            label={t("catalogue:products.specs.fields.key")}
            extra={t("catalogue:products.specs.hints.key")}
            normalize={(value: string) => value?.trim().toLowerCase().replace(/\s+/g, "_")}
            rules={[
              {
                required: true,
                message: t("crud.validation.required", {
                  field: t("catalogue:products.specs.fields.key"),
                }),
              },
              { pattern: KEY_PATTERN, message: t("catalogue:products.specErrors.invalidKey") },
              {
                validator: (_, key: string) =>
                  DISABLED_SPECIFICATION_KEYS.includes(key)
                    ? Promise.reject(new Error(t("catalogue:products.specErrors.disabled")))
                    : existingKeys.includes(key)
                      ? Promise.reject(new Error(t("catalogue:products.specErrors.duplicateKey")))
                      : Promise.resolve(),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="label"
            label={t("catalogue:products.specs.fields.label")}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t("catalogue:products.specErrors.missingLabel"),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="inputType"
            label={t("catalogue:products.specs.fields.inputType")}
            rules={[{ required: true }]}
          >
            <FormSelect
              options={SPECIFICATION_INPUT_TYPES.map((type) => ({
                value: type,
                label: inputTypeLabel(type),
              }))}
            />
          </Form.Item>
          {inputType === "select" ? (
            <Form.Item
              name="selectOptions"
              label={t("catalogue:products.specs.fields.options")}
              extra={t("catalogue:products.specs.hints.options")}
              rules={[
                {
                  required: true,
                  type: "array",
                  min: 1,
                  message: t("catalogue:products.specErrors.missingOptions"),
                },
              ]}
            >
              <FormSelect
                mode="tags"
                open={false}
                tokenSeparators={[","]}
                aria-label={t("catalogue:products.specs.fields.options")}
              />
            </Form.Item>
          ) : (
            <Flex gap={8} wrap>
              <Form.Item name="min" label={t("catalogue:products.specs.min")}>
                <InputNumber />
              </Form.Item>
              <Form.Item
                name="max"
                label={t("catalogue:products.specs.max")}
                dependencies={["min"]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, max: number | null) => {
                      const min = getFieldValue("min") as number | null;
                      return min == null || max == null || min <= max
                        ? Promise.resolve()
                        : Promise.reject(
                            new Error(t("catalogue:products.specErrors.minGreaterThanMax")),
                          );
                    },
                  }),
                ]}
              >
                <InputNumber />
              </Form.Item>
              <Form.Item
                name="step"
                label={t("catalogue:products.specs.fields.step")}
                rules={[
                  {
                    type: "number",
                    min: 0.0001,
                    message: t("catalogue:products.specErrors.stepPositive"),
                  },
                ]}
              >
                <InputNumber />
              </Form.Item>
              <Form.Item name="unit" label={t("catalogue:products.specs.fields.unit")}>
                <Input style={{ width: 90 }} />
              </Form.Item>
            </Flex>
          )}
          <Form.Item name="isRequired" valuePropName="checked">
            <Checkbox>{t("catalogue:products.specs.fields.isRequired")}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

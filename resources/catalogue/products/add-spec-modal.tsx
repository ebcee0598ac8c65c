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
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewSpecValues>();
  const inputType = Form.useWatch("inputType", form);

  const inputTypeLabel = (type: SpecificationInputType) =>
    type === "select"
      ? t("products.specs.inputTypes.select")
      : type === "number"
        ? t("products.specs.inputTypes.number")
        : t("products.specs.inputTypes.range");

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
        {t("products.specs.add")}
      </Button>
      <Modal
        title={t("products.specs.addTitle")}
        open={open}
        okText={t("products.specs.addOk")}
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
            label={t("products.specs.fields.key")}
            extra={t("products.specs.hints.key")}
            normalize={(value: string) => value?.trim().toLowerCase().replace(/\s+/g, "_")}
            rules={[
              {
                required: true,
                message: t("crud.validation.required", { field: t("products.specs.fields.key") }),
              },
              { pattern: KEY_PATTERN, message: t("products.specErrors.invalidKey") },
              {
                validator: (_, key: string) =>
                  DISABLED_SPECIFICATION_KEYS.includes(key)
                    ? Promise.reject(new Error(t("products.specErrors.disabled")))
                    : existingKeys.includes(key)
                      ? Promise.reject(new Error(t("products.specErrors.duplicateKey")))
                      : Promise.resolve(),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="label"
            label={t("products.specs.fields.label")}
            rules={[
              { required: true, whitespace: true, message: t("products.specErrors.missingLabel") },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="inputType"
            label={t("products.specs.fields.inputType")}
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
              label={t("products.specs.fields.options")}
              extra={t("products.specs.hints.options")}
              rules={[
                {
                  required: true,
                  type: "array",
                  min: 1,
                  message: t("products.specErrors.missingOptions"),
                },
              ]}
            >
              <FormSelect
                mode="tags"
                open={false}
                tokenSeparators={[","]}
                aria-label={t("products.specs.fields.options")}
              />
            </Form.Item>
          ) : (
            <Flex gap={8} wrap>
              <Form.Item name="min" label={t("products.specs.min")}>
                <InputNumber />
              </Form.Item>
              <Form.Item
                name="max"
                label={t("products.specs.max")}
                dependencies={["min"]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, max: number | null) => {
                      const min = getFieldValue("min") as number | null;
                      return min == null || max == null || min <= max
                        ? Promise.resolve()
                        : Promise.reject(new Error(t("products.specErrors.minGreaterThanMax")));
                    },
                  }),
                ]}
              >
                <InputNumber />
              </Form.Item>
              <Form.Item
                name="step"
                label={t("products.specs.fields.step")}
                rules={[
                  { type: "number", min: 0.0001, message: t("products.specErrors.stepPositive") },
                ]}
              >
                <InputNumber />
              </Form.Item>
              <Form.Item name="unit" label={t("products.specs.fields.unit")}>
                <Input style={{ width: 90 }} />
              </Form.Item>
            </Flex>
          )}
          <Form.Item name="isRequired" valuePropName="checked">
            <Checkbox>{t("products.specs.fields.isRequired")}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

import { PlusOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex, Form, Input, InputNumber, Modal } from "antd";
import { FormSelect } from "@/components/form-select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "@/components/form/use-schema-form";
import {
  SPECIFICATION_INPUT_TYPES,
  type ProductSpecification,
  type SpecificationInputType,
} from "../lib/specifications";
import { specificationDraft, type SpecificationDraft } from "../schema/specification";

interface AddSpecButtonProps {
  existingKeys: string[];
  onAdd: (spec: ProductSpecification) => void;
}

/** "Add specification": a custom key, label, input type (select / number / range-number), options, required. */
export function AddSpecButton({ existingKeys, onAdd }: AddSpecButtonProps) {
  const { t } = useTranslation("catalogue");
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SpecificationDraft>();
  const field = useSchemaForm(specificationDraft);
  const inputType = Form.useWatch("inputType", form);

  const inputTypeLabel = (type: SpecificationInputType) =>
    type === "select"
      ? t("catalogue:products.specs.inputTypes.select")
      : type === "number"
        ? t("catalogue:products.specs.inputTypes.number")
        : t("catalogue:products.specs.inputTypes.range");

  const submit = async () => {
    const values = await form.validateFields();
    // An emptied bound is no bound: left out, never 0.
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
        <Form<SpecificationDraft>
          form={form}
          layout="vertical"
          initialValues={{ inputType: "select", isRequired: false }}
          preserve={false}
        >
          <Form.Item
            {...field("key")}
            extra={t("catalogue:products.specs.hints.key")}
            normalize={(value: string) => value?.trim().toLowerCase().replace(/\s+/g, "_")}
            rules={[
              ...(field("key").rules ?? []),
              // The product's other keys are the form's, not the schema's: checked here.
              {
                validator: (_, key: string) =>
                  existingKeys.includes(key)
                    ? Promise.reject(new Error(t("catalogue:products.specErrors.duplicateKey")))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item {...field("label")}>
            <Input />
          </Form.Item>
          <Form.Item {...field("inputType")}>
            <FormSelect
              options={SPECIFICATION_INPUT_TYPES.map((type) => ({
                value: type,
                label: inputTypeLabel(type),
              }))}
            />
          </Form.Item>
          {inputType === "select" ? (
            <Form.Item
              {...field("selectOptions")}
              // A select needs an option: the schema's rule across fields, marked here.
              required
              extra={t("catalogue:products.specs.hints.options")}
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
              <Form.Item {...field("min")}>
                <InputNumber />
              </Form.Item>
              <Form.Item {...field("max")} dependencies={["min"]}>
                <InputNumber />
              </Form.Item>
              <Form.Item {...field("step")}>
                <InputNumber />
              </Form.Item>
              <Form.Item {...field("unit")}>
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

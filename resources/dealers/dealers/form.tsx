import type { FormProps } from "antd";
import { Form, Input, InputNumber, Switch } from "antd";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";
import { dealerFields, type DealerFormValues } from "../schema/dealer";

/** The dealer form of create and edit: every field's label and rule is the schema's. */
export function DealerForm({ formProps }: { formProps: FormProps<DealerFormValues> }) {
  const field = useSchemaForm(dealerFields);
  return (
    <Form<DealerFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item {...field("dealerName")}>
        <Input />
      </Form.Item>
      <Form.Item {...field("city")}>
        <Input />
      </Form.Item>
      <Form.Item {...field("phone")}>
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item {...field("creditLimit")}>
        <InputNumber<number>
          prefix="Rp"
          formatter={groupedInputFormatter}
          parser={groupedInputParser}
          style={{ width: "100%" }}
        />
      </Form.Item>
      <Form.Item {...field("discountPercent")}>
        <InputNumber<number> suffix="%" style={{ width: "100%" }} />
      </Form.Item>
      <Form.Item {...field("notes")}>
        <Input.TextArea rows={3} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item {...field("isActive")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}

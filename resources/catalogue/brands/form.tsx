import type { FormProps } from "antd";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ImageUpload } from "@/components/crud/upload-field";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { brandFields, type BrandFormValues } from "../schema/brand";

/** The brand form shared by create and edit: its fields' labels and rules are the schema's. */
export function BrandForm({ formProps }: { formProps: FormProps<BrandFormValues> }) {
  const { t } = useTranslation("catalogue");
  const field = useSchemaForm(brandFields);
  return (
    <Form<BrandFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item {...field("brandName")}>
        <Input />
      </Form.Item>
      <Form.Item
        {...field("brandCode")}
        extra={t("catalogue:brands.hints.brandCode")}
        normalize={(value: string) =>
          value
            ?.toUpperCase()
            .replace(/[^A-Z]/g, "")
            .slice(0, 4)
        }
      >
        <Input maxLength={4} style={{ width: 120, textTransform: "uppercase" }} />
      </Form.Item>
      <Form.Item {...field("logoUrl")}>
        <ImageUpload
          buttonLabel={t("catalogue:brands.actions.uploadLogo")}
          alt={t("catalogue:brands.fields.logo")}
        />
      </Form.Item>
      <Form.Item {...field("description")}>
        <Input.TextArea rows={4} showCount maxLength={1000} />
      </Form.Item>
      <SwitchItem {...field("isActive")} />
    </Form>
  );
}

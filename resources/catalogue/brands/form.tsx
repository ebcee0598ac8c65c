import type { FormProps } from "antd";
import { Form, Image, Input, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { FileUpload } from "@/components/crud/upload-field";
import type { BrandFormValues } from "../schema/brand";
import { BRAND_CODE_PATTERN } from "@/contract/rules";

/** The brand form shared by create and edit. */
export function BrandForm({ formProps }: { formProps: FormProps<BrandFormValues> }) {
  const { t } = useTranslation("catalogue");
  return (
    <Form<BrandFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="brandName"
        label={t("catalogue:brands.fields.brandName")}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t("crud.validation.required", {
              field: t("catalogue:brands.fields.brandName"),
            }),
          },
          {
            max: 100,
            message: t("crud.validation.maxLength", {
              field: t("catalogue:brands.fields.brandName"),
              max: 100,
            }),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="brandCode"
        label={t("catalogue:brands.fields.brandCode")}
        extra={t("catalogue:brands.hints.brandCode")}
        normalize={(value: string) =>
          value
            ?.toUpperCase()
            .replace(/[^A-Z]/g, "")
            .slice(0, 4)
        }
        rules={[
          {
            required: true,
            message: t("crud.validation.required", {
              field: t("catalogue:brands.fields.brandCode"),
            }),
          },
          { pattern: BRAND_CODE_PATTERN, message: t("catalogue:brands.validation.brandCode") },
        ]}
      >
        <Input maxLength={4} style={{ width: 120, textTransform: "uppercase" }} />
      </Form.Item>
      <Form.Item name="logoUrl" label={t("catalogue:brands.fields.logo")}>
        <FileUpload
          accept="image/*"
          buttonLabel={t("catalogue:brands.actions.uploadLogo")}
          preview={(url) => (
            <Image
              src={url}
              alt={t("catalogue:brands.fields.logo")}
              width={64}
              height={64}
              style={{ objectFit: "contain" }}
            />
          )}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("catalogue:brands.fields.description")}
        rules={[
          {
            max: 1000,
            message: t("crud.validation.maxLength", {
              field: t("catalogue:brands.fields.description"),
              max: 1000,
            }),
          },
        ]}
      >
        <Input.TextArea rows={4} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item
        name="isActive"
        label={t("catalogue:brands.fields.isActive")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}

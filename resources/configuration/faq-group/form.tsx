import type { FormProps } from "antd";
import { Form, Input, InputNumber, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { FAQ_GROUP_ICON_KEYS, FaqGroupIconView, iconLabel } from "../components/faq-group-icons";
import type { FaqGroupFormValues } from "../schema/faq";

/** The FAQ group form shared by create and edit. */
export function FaqGroupForm({ formProps }: { formProps: FormProps<FaqGroupFormValues> }) {
  const { t } = useTranslation("configuration");
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("translation:crud.validation.required", { field }),
  });
  const max = (field: string, length: number) => ({
    max: length,
    message: t("translation:crud.validation.maxLength", { field, max: length }),
  });
  return (
    <Form<FaqGroupFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, icon: "question", ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="nameId"
        label={t("configuration:faq.fields.nameId")}
        rules={[
          required(t("configuration:faq.fields.nameId")),
          max(t("configuration:faq.fields.nameId"), 100),
        ]}
      >
        <Input lang="id" />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t("configuration:faq.fields.nameEn")}
        rules={[
          required(t("configuration:faq.fields.nameEn")),
          max(t("configuration:faq.fields.nameEn"), 100),
        ]}
      >
        <Input lang="en" />
      </Form.Item>
      <Form.Item
        name="icon"
        label={t("configuration:faq.fields.icon")}
        rules={[
          {
            required: true,
            message: t("translation:crud.validation.required", {
              field: t("configuration:faq.fields.icon"),
            }),
          },
        ]}
      >
        <FormSelect
          style={{ maxWidth: 280 }}
          options={FAQ_GROUP_ICON_KEYS.map((icon) => ({
            value: icon,
            label: (
              <Space>
                <FaqGroupIconView icon={icon} />
                {iconLabel(t, icon)}
              </Space>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="order"
        label={t("configuration:faq.fields.order")}
        extra={t("configuration:faq.groups.orderHint")}
      >
        <InputNumber min={1} max={9999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item
        name="isActive"
        label={t("configuration:faq.fields.isActive")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}

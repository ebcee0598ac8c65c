import type { FormProps } from "antd";
import { Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { FAQ_GROUP_ICON_KEYS, FaqGroupIconView, iconLabel } from "../components/faq-group-icons";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { faqGroupCreate, type FaqGroupFormValues } from "../schema/faq";
import { optionsOf } from "@/lib/options";

/** The FAQ group form shared by create and edit: labels and rules are the schema's. */
export function FaqGroupForm({ formProps }: { formProps: FormProps<FaqGroupFormValues> }) {
  const { t } = useTranslation("configuration");
  const field = useSchemaForm(faqGroupCreate);
  return (
    <Form<FaqGroupFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, icon: "question", ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item {...field("nameId")}>
        <Input lang="id" />
      </Form.Item>
      <Form.Item {...field("nameEn")}>
        <Input lang="en" />
      </Form.Item>
      <Form.Item {...field("icon")}>
        <FormSelect
          style={{ maxWidth: 280 }}
          options={optionsOf(FAQ_GROUP_ICON_KEYS, (icon) => (
            <Space>
              <FaqGroupIconView icon={icon} />
              {iconLabel(t, icon)}
            </Space>
          ))}
        />
      </Form.Item>
      <SwitchItem {...field("isActive")} />
    </Form>
  );
}

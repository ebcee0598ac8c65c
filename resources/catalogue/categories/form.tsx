import type { FormProps } from "antd";
import { Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { categoryFields, type CategoryFormValues } from "../schema/category";
import { useCategoryOptions } from "./use-category-options";

/** The category form shared by create and edit: its fields' labels and rules are the schema's. */
export function CategoryForm({
  formProps,
  id,
}: {
  formProps: FormProps<CategoryFormValues>;
  id?: string;
}) {
  const { t } = useTranslation("catalogue");
  const field = useSchemaForm(categoryFields);
  const parents = useCategoryOptions(id);
  return (
    <Form<CategoryFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, order: 1, parentId: null, ...formProps.initialValues }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item {...field("categoryName")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field("parentId")}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t("catalogue:categories.hints.noParent")}
          loading={parents.loading}
          options={parents.options}
        />
      </Form.Item>
      <Form.Item {...field("order")}>
        <InputNumber />
      </Form.Item>
      <SwitchItem {...field("isActive")} />
    </Form>
  );
}

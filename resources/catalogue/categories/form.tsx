import type { FormProps } from "antd";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import type { CategoryFormValues } from "../schema/category";
import { useCategoryOptions } from "./use-category-options";

export function CategoryForm({
  formProps,
  id,
}: {
  formProps: FormProps<CategoryFormValues>;
  id?: string;
}) {
  const { t } = useTranslation("catalogue");
  const parents = useCategoryOptions(id);
  return (
    <Form<CategoryFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, order: 1, parentId: null, ...formProps.initialValues }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="categoryName"
        label={t("catalogue:categories.fields.categoryName")}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t("crud.validation.required", {
              field: t("catalogue:categories.fields.categoryName"),
            }),
          },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="parentId" label={t("catalogue:categories.fields.parentId")}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t("catalogue:categories.hints.noParent")}
          loading={parents.loading}
          options={parents.options}
        />
      </Form.Item>
      <Form.Item
        name="order"
        label={t("catalogue:categories.fields.order")}
        rules={[
          {
            required: true,
            type: "integer",
            min: 1,
            message: t("catalogue:categories.validation.order"),
          },
        ]}
      >
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item
        name="isActive"
        label={t("catalogue:categories.fields.isActive")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}

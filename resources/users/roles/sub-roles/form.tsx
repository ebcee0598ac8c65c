import { useList } from "@refinedev/core";
import { Form, Input, type FormProps } from "antd";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "@resources/catalogue/exports";
import { FormSelect } from "@/components/form-select";
import { OptionsSelect } from "@/components/form/options-select";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { subRoleWrite, type SubRoleFormValues } from "../../schema/role";
import { subRoleTypeLabel } from "./labels";
import { RadioGroup } from "@/components/form/choice-group";

interface StoreOption {
  storeId: string;
  storeName: string;
}

/**
 * The sub-role form of create and edit: name, BRAND or STORE, the brand, a STORE sub role's stores;
 * the fields' labels and rules are the schema's (a STORE sub role needs at least one store).
 */
export function SubRoleForm({ formProps }: { formProps: FormProps<SubRoleFormValues> }) {
  const { t } = useTranslation("users");
  const field = useSchemaForm(subRoleWrite);
  const brands = useBrandOptions();
  const type = Form.useWatch("type", formProps.form) as SubRoleFormValues["type"] | undefined;
  const brandId = Form.useWatch("brandId", formProps.form) as string | undefined;
  const stores = useList<StoreOption>({
    resource: "stores",
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    filters: [{ field: "companyBrandId", operator: "eq", value: brandId }],
    sorters: [{ field: "storeName", order: "asc" }],
    queryOptions: { enabled: !!brandId && type === "STORE" },
  });
  return (
    <Form<SubRoleFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ type: "BRAND", storeIds: [], ...formProps.initialValues }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item {...field("roleName")}>
        <Input />
      </Form.Item>
      <Form.Item {...field("type")} extra={t("users:roles.subRoles.hints.type")}>
        <RadioGroup
          optionType="button"
          options={[
            { value: "BRAND", label: subRoleTypeLabel(t, "BRAND") },
            { value: "STORE", label: subRoleTypeLabel(t, "STORE") },
          ]}
        />
      </Form.Item>
      <Form.Item {...field("brandId")}>
        <OptionsSelect
          source={brands}
          onChange={() => formProps.form?.setFieldValue("storeIds", [])}
        />
      </Form.Item>
      {type === "STORE" && (
        // A STORE sub role's stores are required (the schema's rule across fields): marked so.
        <Form.Item {...field("storeIds")} required dependencies={["type"]}>
          <FormSelect
            mode="multiple"
            disabled={!brandId}
            loading={stores.query.isLoading}
            optionFilterProp="label"
            options={(stores.result.data ?? []).map((store) => ({
              value: store.storeId,
              label: store.storeName,
            }))}
          />
        </Form.Item>
      )}
    </Form>
  );
}

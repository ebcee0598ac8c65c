import type { FormProps } from "antd";
import { Col, Form, Input, InputNumber, Row } from "antd";
import { useSelect } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { groupName } from "../components/faq-group-icons";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { faqCreate, type FaqFormValues, type FaqGroup } from "../schema/faq";
import { LazyRichTextField } from "@/components/rich-text";
import { FieldCol } from "@/components/form/field-col";

/** The FAQ form shared by create and edit: group, question and answer in Indonesian and English. */
export function FaqForm({ formProps }: { formProps: FormProps<FaqFormValues> }) {
  const { t, i18n } = useTranslation("configuration");
  const { query } = useSelect<FaqGroup>({
    resource: "faq-group",
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
    meta: { apiPath: "faq-groups", idField: "faqGroupId" },
  });
  const groups = query.data?.data ?? [];
  const field = useSchemaForm(faqCreate);
  return (
    <Form<FaqFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 1040 }}
    >
      <Row gutter={16}>
        <FieldCol
          xs={24}
          md={12}
          {...field("faqGroupId")}
          extra={t("configuration:faq.form.groupHint")}
        >
          <FormSelect
            loading={query.isLoading}
            options={groups.map((group) => ({
              value: group.faqGroupId,
              label: groupName(group, i18n.language),
            }))}
          />
        </FieldCol>
        <FieldCol xs={12} md={6} {...field("order")} extra={t("configuration:faq.form.orderHint")}>
          <InputNumber<number> inputMode="numeric" style={{ width: "100%" }} />
        </FieldCol>
        <Col xs={12} md={6}>
          <SwitchItem {...field("isActive")} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item {...field("questionId")}>
            <Input lang="id" />
          </Form.Item>
          <Form.Item {...field("answerId")}>
            <LazyRichTextField aria-label={t("configuration:faq.fields.answerId")} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item {...field("questionEn")}>
            <Input lang="en" />
          </Form.Item>
          <Form.Item {...field("answerEn")}>
            <LazyRichTextField aria-label={t("configuration:faq.fields.answerEn")} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

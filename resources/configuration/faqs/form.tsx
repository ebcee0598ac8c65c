import type { FormProps } from "antd";
import { Col, Form, Input, InputNumber, Row, Switch } from "antd";
import { useSelect } from "@refinedev/antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { groupName } from "../components/faq-group-icons";
import type { FaqFormValues, FaqGroup } from "../schema/faq";
import { LazyRichTextField } from "@/components/rich-text";
import { isRichTextEmpty } from "@/components/rich-text/sanitize";

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
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("translation:crud.validation.required", { field }),
  });
  const max = (field: string, length: number) => ({
    max: length,
    message: t("translation:crud.validation.maxLength", { field, max: length }),
  });
  const answerRule = (field: string) => ({
    validator: (_: unknown, html: string | undefined) =>
      isRichTextEmpty(html)
        ? Promise.reject(new Error(t("translation:crud.validation.required", { field })))
        : Promise.resolve(),
  });
  return (
    <Form<FaqFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ isActive: true, ...formProps.initialValues }}
      style={{ maxWidth: 1040 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="faqGroupId"
            label={t("configuration:faq.fields.group")}
            extra={t("configuration:faq.form.groupHint")}
            rules={[required(t("configuration:faq.fields.group"))]}
          >
            <FormSelect
              loading={query.isLoading}
              options={groups.map((group) => ({
                value: group.faqGroupId,
                label: groupName(group, i18n.language),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="order"
            label={t("configuration:faq.fields.order")}
            extra={t("configuration:faq.form.orderHint")}
          >
            <InputNumber min={1} max={9999} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="isActive"
            label={t("configuration:faq.fields.isActive")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="questionId"
            label={t("configuration:faq.fields.questionId")}
            rules={[
              required(t("configuration:faq.fields.questionId")),
              max(t("configuration:faq.fields.questionId"), 300),
            ]}
          >
            <Input lang="id" />
          </Form.Item>
          <Form.Item
            name="answerId"
            label={t("configuration:faq.fields.answerId")}
            required
            rules={[answerRule(t("configuration:faq.fields.answerId"))]}
          >
            <LazyRichTextField aria-label={t("configuration:faq.fields.answerId")} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="questionEn"
            label={t("configuration:faq.fields.questionEn")}
            rules={[
              required(t("configuration:faq.fields.questionEn")),
              max(t("configuration:faq.fields.questionEn"), 300),
            ]}
          >
            <Input lang="en" />
          </Form.Item>
          <Form.Item
            name="answerEn"
            label={t("configuration:faq.fields.answerEn")}
            required
            rules={[answerRule(t("configuration:faq.fields.answerEn"))]}
          >
            <LazyRichTextField aria-label={t("configuration:faq.fields.answerEn")} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

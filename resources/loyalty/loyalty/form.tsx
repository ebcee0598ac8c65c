import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FormProps } from "antd";
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Switch,
  Tag,
  Typography,
} from "antd";
import { useTranslation } from "react-i18next";
import { productTypeLabel } from "@resources/catalogue/exports";
import { FormSelect } from "@/components/form-select";
import { ValidityFields } from "../components/validity-fields";
import type { LoyaltyFormValues } from "../schema/loyalty";
import { PRODUCT_TYPES } from "@/contract/rules";
import { DEFAULT_UNIT_AMOUNT, TIER_COLOURS } from "../schema/rules";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

const nullWhenEmpty = (value: number | null | undefined) => (value === undefined ? null : value);

export const NEW_PROGRAMME: Partial<LoyaltyFormValues> = {
  isActive: true,
  tiers: [{ name: "", minPoints: 0, earnRate: null, benefits: "", colour: TIER_COLOURS[0] }],
  earningRules: {
    unitAmount: DEFAULT_UNIT_AMOUNT,
    baseRate: 1,
    birthdayBonus: 0,
    expiryMonths: 12,
    multipliers: Object.fromEntries(PRODUCT_TYPES.map((type) => [type, 1])) as never,
  },
};

/** The programme form shared by create and edit: details, tiers and earning rules. */
export function LoyaltyForm({ formProps }: { formProps: FormProps<LoyaltyFormValues> }) {
  const { t } = useTranslation("loyalty");
  const { t: tc } = useTranslation("loyalty");
  const required = (field: string) => ({
    required: true,
    message: tc("crud.validation.required", { field }),
  });
  return (
    <Form<LoyaltyFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ ...NEW_PROGRAMME, ...formProps.initialValues }}
      style={{ maxWidth: 960 }}
    >
      <Form.Item
        name="loyaltyName"
        label={t("loyalty:programmes.fields.loyaltyName")}
        rules={[
          { ...required(t("loyalty:programmes.fields.loyaltyName")), whitespace: true },
          { max: 100 },
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("loyalty:programmes.fields.description")}
        rules={[{ max: 1000 }]}
      >
        <Input.TextArea rows={3} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item
        label={t("loyalty:programmes.fields.requirementType")}
        extra={t("loyalty:programmes.hints.requirementType")}
      >
        <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>
      </Form.Item>
      <ValidityFields
        startLabel={t("loyalty:programmes.fields.startAt")}
        endLabel={t("loyalty:programmes.fields.endAt")}
      />
      <Form.Item
        name="isActive"
        label={t("loyalty:programmes.fields.isActive")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>

      <Typography.Title level={4}>{t("loyalty:programmes.tiers.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("loyalty:programmes.hints.tiers")}
      </Typography.Paragraph>
      <Form.List name="tiers">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t("loyalty:programmes.tiers.tierNumber", { number: index + 1 })}
                extra={
                  fields.length > 1 && (
                    <Button
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("loyalty:programmes.tiers.remove", { number: index + 1 })}
                      title={t("loyalty:programmes.tiers.remove", { number: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  )
                }
              >
                <Form.Item name={[field.name, "tierId"]} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={t("loyalty:programmes.tiers.name")}
                      rules={[
                        { ...required(t("loyalty:programmes.tiers.name")), whitespace: true },
                        { max: 40 },
                      ]}
                    >
                      <Input maxLength={40} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, "minPoints"]}
                      label={t("loyalty:programmes.tiers.minPoints")}
                      rules={[required(t("loyalty:programmes.tiers.minPoints"))]}
                    >
                      <InputNumber
                        min={0}
                        max={10_000_000}
                        precision={0}
                        formatter={groupedInputFormatter}
                        parser={groupedInputParser}
                        style={{ width: "100%" }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, "earnRate"]}
                      label={t("loyalty:programmes.tiers.earnRateShort")}
                      tooltip={t("loyalty:programmes.hints.earnRate")}
                      normalize={nullWhenEmpty}
                    >
                      <InputNumber
                        min={0}
                        max={1000}
                        step={0.5}
                        decimalSeparator=","
                        style={{ width: "100%" }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, "colour"]}
                      label={t("loyalty:programmes.tiers.colour")}
                      rules={[required(t("loyalty:programmes.tiers.colour"))]}
                    >
                      <FormSelect
                        aria-label={t("loyalty:programmes.tiers.colour")}
                        options={TIER_COLOURS.map((colour, i) => ({
                          value: colour,
                          label: (
                            <Tag color={colour} style={{ color: "#fff" }}>
                              {t("loyalty:programmes.tiers.swatch", { number: i + 1 })}
                            </Tag>
                          ),
                        }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item
                      name={[field.name, "benefits"]}
                      label={t("loyalty:programmes.tiers.benefits")}
                      rules={[{ max: 500 }]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea rows={2} maxLength={500} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < 10 && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() =>
                  add({
                    name: "",
                    minPoints: undefined,
                    earnRate: null,
                    benefits: "",
                    colour: TIER_COLOURS[fields.length % TIER_COLOURS.length],
                  })
                }
                style={{ alignSelf: "flex-start" }}
              >
                {t("loyalty:programmes.tiers.add")}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>

      <Typography.Title level={4}>{t("loyalty:programmes.rules.title")}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={["earningRules", "baseRate"]}
            label={t("loyalty:programmes.rules.baseRate")}
            tooltip={t("loyalty:programmes.hints.baseRate")}
            rules={[required(t("loyalty:programmes.rules.baseRate"))]}
          >
            <InputNumber
              min={0}
              max={1000}
              step={0.5}
              decimalSeparator=","
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={["earningRules", "unitAmount"]}
            label={t("loyalty:programmes.rules.unitAmount")}
            rules={[required(t("loyalty:programmes.rules.unitAmount"))]}
          >
            <InputNumber
              min={1000}
              max={10_000_000}
              prefix="Rp"
              formatter={groupedInputFormatter}
              parser={groupedInputParser}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={["earningRules", "birthdayBonus"]}
            label={t("loyalty:programmes.rules.birthdayBonus")}
            tooltip={t("loyalty:programmes.hints.birthdayBonus")}
          >
            <InputNumber
              min={0}
              max={1_000_000}
              precision={0}
              formatter={groupedInputFormatter}
              parser={groupedInputParser}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={["earningRules", "expiryMonths"]}
            label={t("loyalty:programmes.rules.expiryField")}
            tooltip={t("loyalty:programmes.hints.expiry")}
            normalize={nullWhenEmpty}
          >
            <InputNumber min={1} max={120} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t("loyalty:programmes.rules.multipliers")}</Typography.Text>
      <Typography.Paragraph type="secondary">
        {t("loyalty:programmes.hints.multipliers")}
      </Typography.Paragraph>
      <Row gutter={12}>
        {PRODUCT_TYPES.map((type) => (
          <Col xs={12} sm={8} md={6} lg={4} key={type}>
            <Form.Item
              name={["earningRules", "multipliers", type]}
              label={productTypeLabel(tc, type)}
              rules={[required(productTypeLabel(tc, type))]}
            >
              <InputNumber
                min={0}
                max={10}
                step={0.1}
                decimalSeparator=","
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
}

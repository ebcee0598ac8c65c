import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { FormProps } from "antd";
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { productTypeLabel } from "@resources/catalogue/exports";
import { FormSelect } from "@/components/form-select";
import { AmountInput, MoneyInput } from "@/components/form/amount-input";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { ValidityFields } from "../components/validity-fields";
import { loyaltyWrite, type LoyaltyFormValues } from "../schema/loyalty";
import { PRODUCT_TYPES } from "@/contract/rules";
import { DEFAULT_UNIT_AMOUNT, TIERS_MAX, TIER_COLOURS } from "../schema/rules";
import { FieldCol } from "@/components/form/field-col";
import { emptyAsNull } from "@/components/form/normalize";

/** An emptied optional text inside the tiers is none: null (the form sends the tiers as they are). */
const nullWhenBlank = (value: string | null | undefined) => (value === "" ? null : value);

export const NEW_PROGRAMME: Partial<LoyaltyFormValues> = {
  isActive: true,
  tiers: [{ name: "", minPoints: 0, earnRate: null, benefits: null, colour: TIER_COLOURS[0] }],
  earningRules: {
    unitAmount: DEFAULT_UNIT_AMOUNT,
    baseRate: 1,
    birthdayBonus: 0,
    expiryMonths: 12,
    multipliers: Object.fromEntries(PRODUCT_TYPES.map((type) => [type, 1])) as never,
  },
};

/**
 * The programme form shared by create and edit: details, tiers and earning rules. Every field's
 * label and rules are the schema's (loyaltyWrite, with its rules across fields); a number out of
 * range stays as typed, with the message saying the bound.
 */
export function LoyaltyForm({ formProps }: { formProps: FormProps<LoyaltyFormValues> }) {
  const { t } = useTranslation("loyalty");
  const field = useSchemaForm(loyaltyWrite);
  return (
    <Form<LoyaltyFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ ...NEW_PROGRAMME, ...formProps.initialValues }}
      style={{ maxWidth: 960 }}
    >
      <Form.Item {...field("loyaltyName")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field("description")}>
        <Input.TextArea rows={3} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item
        label={t("loyalty:programmes.fields.requirementType")}
        extra={t("loyalty:programmes.hints.requirementType")}
      >
        <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>
      </Form.Item>
      <ValidityFields field={field} />
      <SwitchItem {...field("isActive")} />

      <Typography.Title level={4}>{t("loyalty:programmes.tiers.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("loyalty:programmes.hints.tiers")}
      </Typography.Paragraph>
      <Form.List name="tiers">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            {fields.map((item, index) => {
              const tierField = (name: string) =>
                field(["tiers", item.name, name], { name: [item.name, name] });
              return (
                <Card
                  key={item.key}
                  size="small"
                  title={t("loyalty:programmes.tiers.tierNumber", { number: index + 1 })}
                  extra={
                    fields.length > 1 && (
                      <Button
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t("loyalty:programmes.tiers.remove", { number: index + 1 })}
                        title={t("loyalty:programmes.tiers.remove", { number: index + 1 })}
                        onClick={() => remove(item.name)}
                      />
                    )
                  }
                >
                  <Form.Item name={[item.name, "tierId"]} hidden>
                    <Input />
                  </Form.Item>
                  <Row gutter={12}>
                    <FieldCol xs={24} md={8} {...tierField("name")}>
                      <Input maxLength={40} />
                    </FieldCol>
                    <FieldCol xs={12} md={5} {...tierField("minPoints")}>
                      <AmountInput />
                    </FieldCol>
                    <FieldCol
                      xs={12}
                      md={5}
                      {...tierField("earnRate")}
                      tooltip={t("loyalty:programmes.hints.earnRate")}
                      normalize={emptyAsNull}
                    >
                      <InputNumber step={0.5} decimalSeparator="," style={{ width: "100%" }} />
                    </FieldCol>
                    <FieldCol xs={24} md={6} {...tierField("colour")}>
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
                    </FieldCol>
                    <FieldCol
                      xs={24}
                      {...tierField("benefits")}
                      normalize={nullWhenBlank}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea rows={2} maxLength={500} />
                    </FieldCol>
                  </Row>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            {fields.length < TIERS_MAX && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() =>
                  add({
                    name: "",
                    minPoints: undefined,
                    earnRate: null,
                    benefits: null,
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
        <FieldCol
          xs={24}
          sm={12}
          md={6}
          {...field(["earningRules", "baseRate"])}
          tooltip={t("loyalty:programmes.hints.baseRate")}
        >
          <InputNumber step={0.5} decimalSeparator="," style={{ width: "100%" }} />
        </FieldCol>
        <FieldCol xs={24} sm={12} md={6} {...field(["earningRules", "unitAmount"])}>
          <MoneyInput />
        </FieldCol>
        <FieldCol
          xs={24}
          sm={12}
          md={6}
          {...field(["earningRules", "birthdayBonus"])}
          tooltip={t("loyalty:programmes.hints.birthdayBonus")}
        >
          <AmountInput />
        </FieldCol>
        <FieldCol
          xs={24}
          sm={12}
          md={6}
          {...field(["earningRules", "expiryMonths"])}
          tooltip={t("loyalty:programmes.hints.expiry")}
          normalize={emptyAsNull}
        >
          <InputNumber style={{ width: "100%" }} />
        </FieldCol>
      </Row>
      <Typography.Text strong>{t("loyalty:programmes.rules.multipliers")}</Typography.Text>
      <Typography.Paragraph type="secondary">
        {t("loyalty:programmes.hints.multipliers")}
      </Typography.Paragraph>
      <Row gutter={12}>
        {PRODUCT_TYPES.map((type) => (
          <Col xs={12} sm={8} md={6} lg={4} key={type}>
            {/* Labelled by its product type; its messages say "Multiplier …". */}
            <Form.Item
              {...field(["earningRules", "multipliers", type], {
                label: productTypeLabel(t, type),
              })}
            >
              <InputNumber step={0.1} decimalSeparator="," style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
}

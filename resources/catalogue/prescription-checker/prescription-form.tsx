import { Col, Form, InputNumber, Row, Typography } from "antd";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { PRESCRIPTION_LIMITS } from "@/contract/rules";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { checkedPrescription } from "../schema/prescription-check";
import type { PrescriptionValues } from "./types";

type Field = ReturnType<typeof useSchemaForm>;

/** One value of the prescription: its label, bounds and required flag are the schema's, never clamped. */
function NumberField({
  field,
  name,
  step,
}: {
  field: Field;
  name: (string | number)[];
  step: number;
}) {
  return (
    <Form.Item {...field(name)}>
      <InputNumber step={step} style={{ width: "100%" }} />
    </Form.Item>
  );
}

/** SPH, CYL, AXIS and ADD for each eye; PD and the wearer's age. */
export function PrescriptionForm({
  form,
  onFinish,
}: {
  form: FormInstance<PrescriptionValues>;
  onFinish: (values: PrescriptionValues) => void;
}) {
  const { t } = useTranslation("catalogue");
  const field = useSchemaForm(checkedPrescription);
  const eyes = [
    { eye: "right" as const, title: t("catalogue:prescriptionChecker.eyes.rightLong") },
    { eye: "left" as const, title: t("catalogue:prescriptionChecker.eyes.leftLong") },
  ];
  return (
    <Form<PrescriptionValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ right: {}, left: {} }}
    >
      {eyes.map(({ eye, title }) => (
        <div key={eye}>
          <Typography.Text strong>{title}</Typography.Text>
          <Row gutter={8}>
            <Col xs={12} sm={6}>
              <NumberField field={field} name={[eye, "sph"]} step={PRESCRIPTION_LIMITS.sph.step} />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField field={field} name={[eye, "cyl"]} step={PRESCRIPTION_LIMITS.cyl.step} />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField
                field={field}
                name={[eye, "axis"]}
                step={PRESCRIPTION_LIMITS.axis.step}
              />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField field={field} name={[eye, "add"]} step={PRESCRIPTION_LIMITS.add.step} />
            </Col>
          </Row>
        </div>
      ))}
      <Row gutter={8}>
        <Col xs={12} sm={6}>
          <NumberField field={field} name={["pd"]} step={PRESCRIPTION_LIMITS.pd.step} />
        </Col>
        <Col xs={12} sm={6}>
          <NumberField field={field} name={["age"]} step={1} />
        </Col>
      </Row>
    </Form>
  );
}

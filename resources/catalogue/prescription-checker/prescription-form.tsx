import { Col, Form, InputNumber, Row, Typography } from "antd";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { PRESCRIPTION_LIMITS } from "@/contract/rules";
import type { PrescriptionValues } from "./types";

interface Bounds {
  min: number;
  max: number;
  step: number;
}

/** Plausible prescription values (a typo such as -125 instead of -1.25 is caught): the saved prescriptions' own. */
export const RX_BOUNDS = {
  ...PRESCRIPTION_LIMITS,
  age: { min: 0, max: 200, step: 1 },
} satisfies Record<string, Bounds>;

type Field = keyof typeof RX_BOUNDS;

function NumberField({
  name,
  label,
  field,
  required,
}: {
  name: (string | number)[];
  label: string;
  field: Field;
  required?: boolean;
}) {
  const { t } = useTranslation("catalogue");
  const bounds = RX_BOUNDS[field];
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        ...(required
          ? [{ required: true, message: t("crud.validation.required", { field: label }) }]
          : []),
        {
          type: "number" as const,
          min: bounds.min,
          max: bounds.max,
          message: t("catalogue:prescriptionChecker.validation.between", {
            field: label,
            min: bounds.min,
            max: bounds.max,
          }),
        },
      ]}
    >
      <InputNumber step={bounds.step} style={{ width: "100%" }} />
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
              <NumberField
                name={[eye, "sph"]}
                label={t("catalogue:prescriptionChecker.fields.sphEye", { eye: title })}
                field="sph"
                required
              />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField
                name={[eye, "cyl"]}
                label={t("catalogue:prescriptionChecker.fields.cylEye", { eye: title })}
                field="cyl"
              />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField
                name={[eye, "axis"]}
                label={t("catalogue:prescriptionChecker.fields.axisEye", { eye: title })}
                field="axis"
              />
            </Col>
            <Col xs={12} sm={6}>
              <NumberField
                name={[eye, "add"]}
                label={t("catalogue:prescriptionChecker.fields.addEye", { eye: title })}
                field="add"
              />
            </Col>
          </Row>
        </div>
      ))}
      <Row gutter={8}>
        <Col xs={12} sm={6}>
          <NumberField
            name={["pd"]}
            label={t("catalogue:prescriptionChecker.fields.pd")}
            field="pd"
          />
        </Col>
        <Col xs={12} sm={6}>
          <NumberField
            name={["age"]}
            label={t("catalogue:prescriptionChecker.fields.age")}
            field="age"
          />
        </Col>
      </Row>
    </Form>
  );
}

import { Col, DatePicker, Form, Input, InputNumber, Row, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { Prescription, PrescriptionFormValues } from "../schema/prescription";
import { onStep, PRESCRIPTION_LIMITS } from "@/contract/rules";
import { RecordDialog } from "./record-dialog";
import { useDialogSave } from "./use-dialog-save";

type Limit = keyof typeof PRESCRIPTION_LIMITS;
type FormValues = Omit<PrescriptionFormValues, "examinedAt"> & { examinedAt?: Dayjs };

interface PrescriptionFormModalProps {
  record?: Prescription;
  onSave: (values: PrescriptionFormValues) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}

const EMPTY_EYE = { sph: 0, cyl: 0, axis: 0, add: 0 };

/**
 * Add or edit a prescription in a dialog: SPH, CYL, AXIS and ADD per eye, PD, the date, who examined,
 * a note. The limits are the server's (src/contract/rules.ts); a refused save keeps what was typed.
 */
export function PrescriptionFormModal({ record, onSave, onClose }: PrescriptionFormModalProps) {
  const { t } = useTranslation("users");
  const [form] = Form.useForm<FormValues>();
  const { saving, failure, save, cancel, markDirty } = useDialogSave(
    form,
    onClose,
    t("users:records.prescriptions.saveFailed"),
  );

  const submit = ({ examinedAt, ...values }: FormValues) =>
    save(() => onSave({ ...values, examinedAt: examinedAt!.startOf("day").toISOString() }));

  // Static keys (no key built from a value).
  const eyeLabel = (field: "sph" | "cyl" | "axis" | "add", eye: string) => {
    switch (field) {
      case "sph":
        return t("users:records.prescriptions.fieldsEye.sph", { eye });
      case "cyl":
        return t("users:records.prescriptions.fieldsEye.cyl", { eye });
      case "axis":
        return t("users:records.prescriptions.fieldsEye.axis", { eye });
      case "add":
        return t("users:records.prescriptions.fieldsEye.add", { eye });
    }
  };

  const number = (name: (string | number)[], label: string, limit: Limit) => {
    const { min, max, step } = PRESCRIPTION_LIMITS[limit];
    return (
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: t("users:records.common.required", { field: label }) },
          {
            validator: (_, value: number | null | undefined) =>
              value === null || value === undefined
                ? Promise.resolve()
                : value < min || value > max
                  ? Promise.reject(
                      new Error(t("users:records.common.between", { field: label, min, max })),
                    )
                  : !onStep(value, step)
                    ? Promise.reject(
                        new Error(t("users:records.common.step", { field: label, step })),
                      )
                    : Promise.resolve(),
          },
        ]}
      >
        {/* No min/max here: clamping would silently turn a typo into another value; the rule says it. */}
        <InputNumber step={step} style={{ width: "100%" }} />
      </Form.Item>
    );
  };

  return (
    <RecordDialog
      title={
        record
          ? t("users:records.prescriptions.editTitle", {
              date: dayjs(record.examinedAt).format("DD/MM/YYYY"),
            })
          : t("users:records.prescriptions.add")
      }
      width={720}
      saving={saving}
      failure={failure}
      onSave={() => form.submit()}
      onCancel={cancel}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="prescription"
        initialValues={
          record
            ? {
                examinedAt: dayjs(record.examinedAt),
                right: record.right,
                left: record.left,
                pd: record.pd,
                examiner: record.examiner,
                notes: record.notes,
              }
            : { examinedAt: dayjs(), right: EMPTY_EYE, left: EMPTY_EYE, examiner: "", notes: "" }
        }
        onValuesChange={markDirty}
        onFinish={submit}
      >
        {(["right", "left"] as const).map((side) => {
          const eye =
            side === "right"
              ? t("users:records.prescriptions.eyes.right")
              : t("users:records.prescriptions.eyes.left");
          return (
            <div key={side}>
              <Typography.Text strong>{eye}</Typography.Text>
              <Row gutter={12}>
                {(["sph", "cyl", "axis", "add"] as const).map((field) => (
                  <Col key={field} xs={12} sm={6}>
                    {number([side, field], eyeLabel(field, eye), field)}
                  </Col>
                ))}
              </Row>
            </div>
          );
        })}
        <Row gutter={12}>
          <Col xs={12} sm={6}>
            {number(["pd"], t("users:records.prescriptions.fields.pd"), "pd")}
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name="examinedAt"
              label={t("users:records.prescriptions.fields.examinedAt")}
              rules={[
                {
                  required: true,
                  message: t("users:records.common.required", {
                    field: t("users:records.prescriptions.fields.examinedAt"),
                  }),
                },
              ]}
            >
              <DatePicker
                format="DD/MM/YYYY"
                disabledDate={(date) => date.isAfter(dayjs(), "day")}
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="examiner"
              label={t("users:records.prescriptions.fields.examiner")}
              rules={[{ max: 100, message: t("users:records.common.maxLength", { max: 100 }) }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="notes"
          label={t("users:records.prescriptions.fields.notes")}
          rules={[{ max: 500, message: t("users:records.common.maxLength", { max: 500 }) }]}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </RecordDialog>
  );
}

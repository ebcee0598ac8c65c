import { DatePicker, Form, Input, InputNumber, Row, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { toApiValues, useSchemaForm } from "@/components/form/use-schema-form";
import { PRESCRIPTION_LIMITS } from "@/contract/rules";
import { formatDate, DATE_INPUT_FORMAT } from "@/lib/format";
import {
  prescriptionFields,
  type Prescription,
  type PrescriptionFormValues,
} from "../schema/prescription";
import { RecordDialog } from "./record-dialog";
import { useDialogSave } from "./use-dialog-save";
import { FieldCol } from "@/components/form/field-col";

type Measure = "sph" | "cyl" | "axis" | "add";

interface PrescriptionFormModalProps {
  record?: Prescription;
  onSave: (values: PrescriptionFormValues) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}

const EMPTY_EYE = { sph: 0, cyl: 0, axis: 0, add: 0 };

/** The examination day as the API takes it (its start, an ISO timestamp) and as the picker shows it. */
const toDay = (date: Dayjs | null | undefined) => date?.startOf("day").toISOString();
const toPicker = (value: string | undefined) => ({ value: value ? dayjs(value) : undefined });

/**
 * Add or edit a prescription in a dialog: SPH, CYL, AXIS and ADD per eye, PD, the date, who examined,
 * a note. Labels, limits and steps are the schema's (src/contract/rules.ts): a value past a limit stays
 * as typed with the limit in its message; a refused save keeps what was typed.
 */
export function PrescriptionFormModal({ record, onSave, onClose }: PrescriptionFormModalProps) {
  const { t } = useTranslation("users");
  const [form] = Form.useForm<PrescriptionFormValues>();
  const field = useSchemaForm(prescriptionFields);
  const { saving, failure, save, cancel, markDirty } = useDialogSave(
    form,
    onClose,
    t("users:records.prescriptions.saveFailed"),
  );

  const submit = (values: PrescriptionFormValues) =>
    save(() => onSave(toApiValues(prescriptionFields, values)));

  // Each eye's own label (static keys: no key built from a value).
  const eyeLabel = (measure: Measure, eye: string) => {
    switch (measure) {
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

  return (
    <RecordDialog
      title={
        record
          ? t("users:records.prescriptions.editTitle", { date: formatDate(record.examinedAt) })
          : t("users:records.prescriptions.add")
      }
      width={720}
      saving={saving}
      failure={failure}
      onSave={() => form.submit()}
      onCancel={cancel}
    >
      <Form<PrescriptionFormValues>
        form={form}
        layout="vertical"
        name="prescription"
        initialValues={
          record
            ? {
                examinedAt: record.examinedAt,
                right: record.right,
                left: record.left,
                pd: record.pd,
                examiner: record.examiner,
                notes: record.notes,
              }
            : { examinedAt: toDay(dayjs()), right: EMPTY_EYE, left: EMPTY_EYE }
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
                {(["sph", "cyl", "axis", "add"] as const).map((measure) => (
                  <FieldCol
                    key={measure}
                    xs={12}
                    sm={6}
                    {...field([side, measure], { label: eyeLabel(measure, eye) })}
                  >
                    {/* No min/max: antd would clamp a typo to the limit; the schema's message says it. */}
                    <InputNumber
                      step={PRESCRIPTION_LIMITS[measure].step}
                      style={{ width: "100%" }}
                    />
                  </FieldCol>
                ))}
              </Row>
            </div>
          );
        })}
        <Row gutter={12}>
          <FieldCol xs={12} sm={6} {...field("pd")}>
            <InputNumber step={PRESCRIPTION_LIMITS.pd.step} style={{ width: "100%" }} />
          </FieldCol>
          <FieldCol
            xs={12}
            sm={8}
            {...field("examinedAt")}
            getValueProps={toPicker}
            normalize={toDay}
          >
            <DatePicker
              format={DATE_INPUT_FORMAT}
              disabledDate={(date) => date.isAfter(dayjs(), "day")}
              style={{ width: "100%" }}
            />
          </FieldCol>
          <FieldCol xs={24} sm={10} {...field("examiner")}>
            <Input />
          </FieldCol>
        </Row>
        <Form.Item {...field("notes")} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={2} showCount maxLength={500} />
        </Form.Item>
      </Form>
    </RecordDialog>
  );
}

import { Col, DatePicker, Form, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";

/** ISO strings in the record, dayjs in the picker: a start is the day's first moment, an end its last. */
const dateProps = (edge: "start" | "end") => ({
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) =>
    value
      ? (edge === "start" ? value.startOf("day") : value.endOf("day")).toISOString()
      : undefined,
});

/**
 * The validity period of a programme or a reward (`startAt`, `endAt`): two required dates side by
 * side, the end after the start.
 */
export function ValidityFields({ startLabel, endLabel }: { startLabel: string; endLabel: string }) {
  const { t } = useTranslation("loyalty");
  const { t: tc } = useTranslation("loyalty");
  const required = (field: string) => ({
    required: true,
    message: tc("crud.validation.required", { field }),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="startAt"
          label={startLabel}
          rules={[required(startLabel)]}
          {...dateProps("start")}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="endAt"
          label={endLabel}
          dependencies={["startAt"]}
          rules={[
            required(endLabel),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || !getFieldValue("startAt") || value > getFieldValue("startAt")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("loyalty:programmes.validation.endAfterStart"))),
            }),
          ]}
          {...dateProps("end")}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

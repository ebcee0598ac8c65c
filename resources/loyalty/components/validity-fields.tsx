import { Col, DatePicker, Form, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { useSchemaForm } from "@/components/form/use-schema-form";
import { DATE_INPUT_FORMAT } from "@/lib/format";

/**
 * ISO strings in the record (what the schema checks and the API takes), dayjs in the picker: a start
 * is the day's first moment, an end its last.
 */
const dateProps = (edge: "start" | "end") => ({
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) =>
    value
      ? (edge === "start" ? value.startOf("day") : value.endOf("day")).toISOString()
      : undefined,
});

/**
 * The validity period of a programme or a reward (`startAt`, `endAt`): two required dates side by
 * side, their labels and rules (the end after the start) from the form's schema.
 */
export function ValidityFields({ field }: { field: ReturnType<typeof useSchemaForm> }) {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item {...field("startAt")} {...dateProps("start")}>
          <DatePicker format={DATE_INPUT_FORMAT} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item {...field("endAt")} dependencies={["startAt"]} {...dateProps("end")}>
          <DatePicker format={DATE_INPUT_FORMAT} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { Col, Form, type ColProps, type FormItemProps } from "antd";

type ColSpans = Pick<ColProps, "xs" | "sm" | "md" | "lg">;

/**
 * One field in a form's grid: a Col holding a Form.Item. Spread the schema's field on it with
 * any other Form.Item prop, `<FieldCol xs={24} md={12} {...field("sku")}><Input /></FieldCol>`.
 */
export function FieldCol({ xs, sm, md, lg, children, ...item }: FormItemProps & ColSpans) {
  return (
    <Col xs={xs} sm={sm} md={md} lg={lg}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

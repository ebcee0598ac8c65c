import { Form, Switch, type FormItemProps } from "antd";

/**
 * A yes/no field (active, published) as a switch: spread the schema's field on it,
 * `<SwitchItem {...field("isActive")} />`, with any other Form.Item prop (a hint in `extra`).
 */
export function SwitchItem(props: FormItemProps) {
  return (
    <Form.Item {...props} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

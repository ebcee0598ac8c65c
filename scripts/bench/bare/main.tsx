// The yardstick of the login benchmark: a bare Vite + React 19 + antd 5 page with one form.
import "@ant-design/v5-patch-for-react-19";
import { Button, Card, Form, Input } from "antd";
import { createRoot } from "react-dom/client";

function BareLogin() {
  return (
    <Card title="Sign in" style={{ maxWidth: 400, margin: "80px auto" }}>
      <Form layout="vertical">
        <Form.Item label="Email" name="email" rules={[{ required: true, type: "email" }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}>
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Login
        </Button>
      </Form>
    </Card>
  );
}

createRoot(document.getElementById("root")!).render(<BareLogin />);

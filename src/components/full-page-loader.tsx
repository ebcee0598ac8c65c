import { Flex, Spin } from "antd";

/** Neutral full-screen spinner while a top-level chunk (the shell) downloads. */
export function FullPageLoader() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: "100vh" }} role="status">
      <Spin size="large" />
    </Flex>
  );
}

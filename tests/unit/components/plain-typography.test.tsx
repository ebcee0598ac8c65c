import { render } from "@testing-library/react";
import { Typography } from "antd";
import { Text } from "@/components/plain-typography";

// The plain Text stands in for antd's in the lists' cells: what a person sees (the elements, their
// nesting and their classes) must be antd's own.
const cases = [
  { name: "plain", props: {} },
  { name: "secondary", props: { type: "secondary" as const } },
  { name: "code", props: { code: true } },
  { name: "strong", props: { strong: true } },
  { name: "struck through and secondary", props: { delete: true, type: "secondary" as const } },
  { name: "every decoration", props: { strong: true, delete: true, code: true } },
];

const html = (element: React.ReactElement) => {
  const { container, unmount } = render(element);
  const markup = container.innerHTML;
  unmount();
  return markup;
};

describe("the plain Text", () => {
  it.each(cases)("draws the same elements and classes as antd's Text: $name", ({ props }) => {
    const ours = html(
      <Text {...props} style={{ fontSize: 12 }}>
        Rp 250.000
      </Text>,
    );
    const antd = html(
      <Typography.Text {...props} style={{ fontSize: 12 }}>
        Rp 250.000
      </Typography.Text>,
    );
    expect(ours).toBe(antd);
    expect(ours).toContain("Rp 250.000");
  });
});

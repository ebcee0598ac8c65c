import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  InboxOutlined,
  MoreOutlined,
} from "@ant-design/icons";
import { render } from "@testing-library/react";
import { Button } from "antd";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { RowButton, RowLinkButton } from "@/components/crud/row-button";
import { rowIcons } from "@/components/crud/row-icons";

// A row's light button stands in for antd's small icon Button: what a person sees (the element, its
// classes, its icon) must be antd's own.

/** An element as a comparable shape: its tag, its attributes (classes as a set) and its children. */
function shape(node: Element): unknown {
  const attributes = Object.fromEntries(
    [...node.attributes].map((attribute) => [
      attribute.name,
      attribute.name === "class" ? attribute.value.split(/\s+/).sort().join(" ") : attribute.value,
    ]),
  );
  return {
    tag: node.tagName,
    attributes: Object.fromEntries(
      Object.entries(attributes).sort(([a], [b]) => a.localeCompare(b)),
    ),
    children: [...node.children].map(shape),
  };
}

const drawn = (element: ReactElement) => {
  const { container, unmount } = render(<MemoryRouter>{element}</MemoryRouter>);
  const node = container.firstElementChild!;
  const result = { shape: shape(node), classes: node.className.split(/\s+/).sort() };
  unmount();
  return result;
};

describe("a row's light button", () => {
  it("is antd's small icon button", () => {
    expect(
      drawn(<RowButton icon={<EyeOutlined aria-hidden />} aria-label="Show Optik Prima" />),
    ).toEqual(
      drawn(
        <Button size="small" icon={<EyeOutlined aria-hidden />} aria-label="Show Optik Prima" />,
      ),
    );
  });

  it("is antd's small danger icon button", () => {
    expect(
      drawn(
        <RowButton danger icon={<DeleteOutlined aria-hidden />} aria-label="Delete Optik Prima" />,
      ),
    ).toEqual(
      drawn(
        <Button
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          aria-label="Delete Optik Prima"
        />,
      ),
    );
  });

  it("as a link, wears antd's button classes and says where it goes", () => {
    const link = drawn(
      <RowLinkButton to="/brands/1" icon={<EyeOutlined aria-hidden />} label="Show Optik Prima" />,
    );
    const antd = drawn(<Button size="small" icon={<EyeOutlined aria-hidden />} />);
    expect(link.classes).toEqual(antd.classes);
    expect(link.shape).toMatchObject({
      tag: "A",
      attributes: { href: "/brands/1", "aria-label": "Show Optik Prima" },
      children: (antd.shape as { children: unknown[] }).children,
    });
  });
});

describe("a row's light icons", () => {
  it.each([
    ["show", rowIcons.show, <EyeOutlined key="show" aria-hidden />],
    ["edit", rowIcons.edit, <EditOutlined key="edit" aria-hidden />],
    ["archive", rowIcons.archive, <InboxOutlined key="archive" aria-hidden />],
    ["remove", rowIcons.remove, <DeleteOutlined key="remove" aria-hidden />],
    ["more", rowIcons.more, <MoreOutlined key="more" aria-hidden />],
  ])("draw %s as antd's decorative icon does", (_, light, antd) => {
    expect(drawn(light).shape).toEqual(drawn(antd).shape);
  });

  it("draw the same in every row they are used in", () => {
    const { container } = render(
      <>
        {rowIcons.show}
        {rowIcons.show}
      </>,
    );
    expect(
      container.querySelectorAll("span.anticon-eye > svg[data-icon='eye'] > path"),
    ).toHaveLength(2);
  });
});

import DeleteOutlined from "@ant-design/icons-svg/es/asn/DeleteOutlined";
import EditOutlined from "@ant-design/icons-svg/es/asn/EditOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import InboxOutlined from "@ant-design/icons-svg/es/asn/InboxOutlined";
import MoreOutlined from "@ant-design/icons-svg/es/asn/MoreOutlined";
import type { AbstractNode, IconDefinition } from "@ant-design/icons-svg/es/types";
import { createElement, type ReactElement } from "react";

/** An SVG attribute as React spells it (`fill-rule` → `fillRule`), as antd's icons do. */
const reactName = (name: string) =>
  name === "class"
    ? "className"
    : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const drawNode = (node: AbstractNode, key?: number, extra?: Record<string, string>): ReactElement =>
  createElement(
    node.tag,
    {
      key,
      ...Object.fromEntries(
        Object.entries(node.attrs).map(([name, value]) => [reactName(name), value]),
      ),
      ...extra,
    },
    ...(node.children ?? []).map((child, index) => drawNode(child, index)),
  );

/**
 * antd's outlined icon (`<EyeOutlined aria-hidden />`, or without `aria-hidden` when not
 * `decorative`), as plain elements made once.
 * antd's icon component is three components (its span, its SVG's wrapper and the icon's own) that
 * each row of a list mounts again after every sort or page: five icons a row were about a fifth of
 * what a list's rows rendered. This one element is shared by every row, so React only copies it.
 * Its markup is antd's own (a unit test compares them); antd's icon style is on every page that
 * draws a row (the header's and the sidebar's icons insert it).
 */
export function lightIcon(
  definition: IconDefinition,
  { decorative = true }: { decorative?: boolean } = {},
): ReactElement {
  const { name } = definition;
  return (
    <span
      role="img"
      aria-label={name}
      aria-hidden={decorative ? "true" : undefined}
      className={`anticon anticon-${name}`}
    >
      {drawNode(definition.icon as AbstractNode, undefined, {
        "data-icon": name,
        width: "1em",
        height: "1em",
        fill: "currentColor",
        "aria-hidden": "true",
      })}
    </span>
  );
}

/** The row buttons' icons: Show, Edit, Archive, Delete and the "⋯" of a row's other actions. */
export const rowIcons = {
  show: lightIcon(EyeOutlined),
  edit: lightIcon(EditOutlined),
  archive: lightIcon(InboxOutlined),
  remove: lightIcon(DeleteOutlined),
  more: lightIcon(MoreOutlined),
};

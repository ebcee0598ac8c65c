import { render } from "@testing-library/react";
import { Tag } from "antd";
import type { CSSProperties, ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { RowTag, RowTagLookProvider } from "@/components/crud/row-tag";

/** The tag's element as a comparable shape: tag name, classes as a set, style, text. */
function drawn(element: ReactElement) {
  const { container, unmount } = render(element);
  const node = container.querySelector("span")!;
  const result = {
    tag: node.tagName,
    classes: node.className.split(/\s+/).sort(),
    style: node.getAttribute("style"),
    text: node.textContent,
    attributes: [...node.attributes].map((attribute) => attribute.name).sort(),
  };
  unmount();
  return result;
}

const cases: [string, string | undefined, CSSProperties | undefined][] = [
  ["no colour", undefined, undefined],
  ["a preset colour", "green", undefined],
  ["a status colour", "default", undefined],
  ["another status colour", "processing", undefined],
  ["a colour of its own, with a style", "#7b1fa2", { color: "#fff", marginInlineEnd: 0 }],
];

describe("a row's tag", () => {
  it.each(cases)("with %s is antd's Tag", (_, color, style) => {
    const antd = drawn(
      <Tag color={color} style={style}>
        Active
      </Tag>,
    );
    expect(
      drawn(
        <RowTag color={color} style={style}>
          Active
        </RowTag>,
      ),
    ).toEqual(antd);
    expect(
      drawn(
        <RowTagLookProvider>
          <RowTag color={color} style={style}>
            Active
          </RowTag>
        </RowTagLookProvider>,
      ),
    ).toEqual(antd);
  });
});

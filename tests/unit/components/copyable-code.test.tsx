import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Typography } from "antd";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyableCode } from "@/components/crud/copyable-code";

/** An element as a comparable shape: tag, attributes (but antd's tooltip link) and children. */
function shape(node: Element): unknown {
  return {
    tag: node.tagName,
    attributes: Object.fromEntries(
      [...node.attributes]
        .filter((attribute) => attribute.name !== "aria-describedby")
        .map((attribute) => [attribute.name, attribute.value])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    text: [...node.childNodes]
      .filter((child) => child.nodeType === 3)
      .map((child) => child.textContent),
    children: [...node.children].map(shape),
  };
}

const drawn = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const result = shape(container.firstElementChild!);
  unmount();
  return result;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a copyable code in a row", () => {
  it("is drawn as antd's copyable code text", () => {
    expect(drawn(<CopyableCode>OPTIK-7K2Q</CopyableCode>)).toEqual(
      drawn(
        <Typography.Text code copyable>
          OPTIK-7K2Q
        </Typography.Text>,
      ),
    );
  });

  it("copies its code on the first click and says so, with the focus on the copy button", async () => {
    const copied: string[] = [];
    // antd copies through a selection and the "copy" command (copy-to-clipboard).
    document.execCommand = vi.fn((command: string) => {
      if (command === "copy") copied.push(String(document.getSelection()));
      return true;
    });
    render(<CopyableCode>OPTIK-7K2Q</CopyableCode>);
    const button = screen.getByRole("button", { name: "Copy" });
    button.focus();
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(screen.getByRole("button", { name: "Copied" })).toHaveFocus());
    expect(copied).toEqual(["OPTIK-7K2Q"]);
  });
});

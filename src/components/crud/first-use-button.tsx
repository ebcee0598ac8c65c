import { Button, type ButtonProps } from "antd";
import type { ReactElement, ReactNode } from "react";
import { useArmOnFirstUse } from "./use-arm-on-first-use";

interface FirstUseButtonProps extends Omit<ButtonProps, "onClick" | "size"> {
  /** What the button becomes once clicked: the button wrapped in its confirmation. */
  confirm: (button: ReactElement) => ReactNode;
}

/**
 * A row's small button (Delete, Archive, Revoke) whose costly part, a confirmation popover with its
 * mutation hook, mounts on first use only (useArmOnFirstUse), not in each of a page's rows.
 */
export function FirstUseButton({ confirm, ...props }: FirstUseButtonProps) {
  const { armed, ref, onClick } = useArmOnFirstUse();
  const button = <Button ref={ref} size="small" {...props} onClick={onClick} />;
  return armed ? confirm(button) : button;
}

import { Button } from "antd";
import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { RowButton } from "./row-button";

/**
 * What the row's button shows: an icon, a name, red when it destroys; a text beside the icon keeps
 * antd's Button from the start. Nothing else, so that the light drawing (RowButton) and antd's Button
 * show the same.
 */
interface FirstUseButtonProps {
  icon: ReactNode;
  "aria-label": string;
  title?: string;
  danger?: boolean;
  /** Something it started is under way: antd's Button with its spinner. */
  loading?: boolean;
  children?: ReactNode;
  /** What the button becomes once clicked: the button wrapped in its confirmation. */
  confirm: (button: ReactElement) => ReactNode;
}

/**
 * A row's small button (Delete, Archive, Revoke) whose costly part, a confirmation popover with its
 * mutation hook, mounts on first use only, not in each of a page's rows: twenty of each per page made
 * every sort and page change of a list about 70 ms slower. The first click arms it and opens the
 * confirmation; focus stays on the button when the confirmation takes over.
 */
export function FirstUseButton({ confirm, ...props }: FirstUseButtonProps) {
  const [armed, setArmed] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (armed && hadFocus.current) ref.current?.focus();
  }, [armed]);
  const onClick = armed
    ? undefined
    : (event: MouseEvent<HTMLElement>) => {
        hadFocus.current = document.activeElement === event.currentTarget;
        setArmed(true);
      };
  // Until it is used, an icon-only button is drawn light (RowButton: antd's look, one component).
  if (!armed && props.children == null && !props.loading)
    return (
      <RowButton
        ref={ref}
        icon={props.icon}
        danger={props.danger}
        aria-label={props["aria-label"]}
        title={props.title}
        onClick={onClick}
      />
    );
  const button = <Button ref={ref} size="small" {...props} onClick={onClick} />;
  return armed ? confirm(button) : button;
}

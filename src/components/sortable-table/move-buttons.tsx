import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button, Space, type TableColumnsType } from "antd";
import { useEffect, useRef } from "react";
import { VisuallyHidden } from "@/components/visually-hidden";

/** A row's Move up / Move down buttons beside its drag handle (the way to move a row without dragging). */
export function MoveButtons({
  index,
  total,
  disabled,
  up,
  down,
  onMove,
}: {
  /** The row's place in the table (0 first) and how many rows there are. */
  index: number;
  total: number;
  disabled?: boolean;
  /** The buttons' names, which name the row ("Move Orders up"). */
  up: string;
  down: string;
  onMove: (by: -1 | 1) => void;
}) {
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  /** The way the row was last moved by a press of its button, and when. */
  const moved = useRef<{ by: -1 | 1; at: number } | null>(null);
  // A moved row's node is taken out and put back, and its buttons are disabled while the order is
  // saved: both drop the focus. It goes back to the button pressed, or to the other one where the row
  // now stands at an end, so that a keyboard user can press again.
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    if (Date.now() - last.at > 10_000) {
      moved.current = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      // Still on the button (the row has not moved yet), or the user has moved on.
      if (active !== upButton.current && active !== downButton.current) moved.current = null;
      return;
    }
    const order = last.by === 1 ? [downButton, upButton] : [upButton, downButton];
    const target = order.map((ref) => ref.current).find((button) => button && !button.disabled);
    if (target) {
      target.focus();
      moved.current = null;
    }
  });
  const press = (by: -1 | 1) => {
    moved.current = { by, at: Date.now() };
    onMove(by);
  };
  return (
    <Space size={4}>
      <Button
        ref={upButton}
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={up}
        title={up}
        disabled={index === 0 || disabled}
        onClick={() => press(-1)}
      />
      <Button
        ref={downButton}
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={down}
        title={down}
        disabled={index === total - 1 || disabled}
        onClick={() => press(1)}
      />
    </Space>
  );
}

/** The ids with the one at `index` moved one place up (-1) or down (1). */
export function movedBy(ids: string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

/** The column of the rows' Move up / Move down buttons (its title is read by screen readers only). */
export function moveColumn<T>(
  title: string,
  {
    total,
    disabled,
    up,
    down,
    onMove,
  }: {
    total: number;
    disabled: boolean;
    /** The buttons' names for a row. */
    up: (row: T) => string;
    down: (row: T) => string;
    onMove: (index: number, by: -1 | 1) => void;
  },
): TableColumnsType<T>[number] {
  return {
    key: "move",
    title: <VisuallyHidden>{title}</VisuallyHidden>,
    width: 88,
    render: (_, row, index) => (
      <MoveButtons
        index={index}
        total={total}
        disabled={disabled}
        up={up(row)}
        down={down(row)}
        onMove={(by) => onMove(index, by)}
      />
    ),
  };
}

import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button, Space, type TableColumnsType } from "antd";
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
  return (
    <Space size={4}>
      <Button
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={up}
        title={up}
        disabled={index === 0 || disabled}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={down}
        title={down}
        disabled={index === total - 1 || disabled}
        onClick={() => onMove(1)}
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

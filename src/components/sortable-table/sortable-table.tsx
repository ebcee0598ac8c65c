import { HolderOutlined } from "@ant-design/icons";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Table, theme, type TableColumnsType } from "antd";
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { useInertMeasureRow } from "@/components/crud/table-a11y";
import { VisuallyHidden } from "@/components/visually-hidden";

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: Record<string, unknown>;
  attributes?: Record<string, unknown>;
}
const RowHandle = createContext<HandleContext>({});

/** The drag handle of a row: a button (focus it, Space to lift, arrows to move, Space to drop). */
export function DragHandle({ label, disabled }: { label: string; disabled: boolean }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined aria-hidden />}
      aria-label={label}
      disabled={disabled}
      ref={setActivatorNodeRef}
      style={{ cursor: disabled ? "not-allowed" : "grab", touchAction: "none" }}
      {...(disabled ? {} : attributes)}
      {...(disabled ? {} : listeners)}
      // dnd-kit's attributes give the handle role="button" and a description; the button keeps its own role.
      role={undefined}
    />
  );
}

/**
 * The column of the rows' drag handles: its title is read by screen readers only, each handle is named
 * after its row ("Move Orders").
 */
export function handleColumn<T>(
  title: string,
  label: (row: T) => string,
  disabled: boolean,
  width = 48,
): TableColumnsType<T>[number] {
  return {
    key: "handle",
    title: <VisuallyHidden>{title}</VisuallyHidden>,
    width,
    render: (_, row) => <DragHandle label={label(row)} disabled={disabled} />,
  };
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { "data-row-key"?: string };

/** antd renders its empty-state row with the same component: only rows of a record are sortable. */
function BodyRow(props: RowProps) {
  const key = props["data-row-key"];
  return key === undefined ? <tr {...props} /> : <SortableRow {...props} rowKey={key} />;
}

/**
 * One sortable item (a table row, a list item): its node's ref, its style while it moves, and what its
 * `DragHandle` needs (give it with `<SortableHandle value={handle}>`).
 */
export function useSortableItem(id: string, disabled = false) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging
      ? {
          position: "relative",
          zIndex: 2,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowSecondary,
        }
      : {}),
  };
  const handle = useMemo(
    () => ({
      setActivatorNodeRef,
      listeners: listeners as Record<string, unknown> | undefined,
      attributes: attributes as unknown as Record<string, unknown>,
    }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return { setNodeRef, style, handle };
}

/** Gives a sortable item's `DragHandle` what it needs (`useSortableItem(id).handle`). */
export const SortableHandle = RowHandle.Provider;

function SortableRow({ rowKey, ...props }: RowProps & { rowKey: string }) {
  const { setNodeRef, style, handle } = useSortableItem(rowKey);
  return (
    <SortableHandle value={handle}>
      <tr {...props} ref={setNodeRef} style={{ ...props.style, ...style }} />
    </SortableHandle>
  );
}

/** The words a drag is announced with: `instructions`, then `picked`, `over`, `outside`, `dropped`, `cancelled`. */
export type ReorderText = "instructions" | "picked" | "over" | "outside" | "dropped" | "cancelled";

interface DragToReorderOptions {
  /** The items' ids in their order. */
  ids: string[];
  /** An item's name, as announced. */
  nameOf: (id: string) => string;
  /** Called with the ids in their new order. */
  onReorder: (ids: string[]) => void;
  say: (text: ReorderText, values?: Record<string, string | number>) => string;
}

/**
 * What a `DndContext` of items sorted by dragging needs (`<DndContext {...dragToReorder}>`): pointer
 * and keyboard sensors, each move announced to screen readers, and the new order on a drop.
 */
export function useDragToReorder({ ids, nameOf, onReorder, say }: DragToReorderOptions) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (id: string | number) => nameOf(String(id));
  const at = (id: string | number) => ({
    position: ids.indexOf(String(id)) + 1,
    total: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say("picked", { name: name(active.id), ...at(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? say("over", { name: name(active.id), ...at(over.id) })
        : say("outside", { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? say("dropped", { name: name(active.id), ...at(over.id) })
        : say("cancelled", { name: name(active.id) }),
    onDragCancel: ({ active }) => say("cancelled", { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd,
    accessibility: { announcements, screenReaderInstructions: { draggable: say("instructions") } },
  };
}

export interface SortableTableProps<T> {
  rows: T[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  label: string;
  /** The record's name as the table shows it (announcements name it). */
  nameOf: (row: T) => string;
  /** Called with the row ids in their new order. */
  onReorder: (ids: string[]) => void;
  /**
   * Where the area's own words for what is moved are: its namespace, and the prefix of its
   * `reorder.instructions`, `.picked`, `.over`, `.outside`, `.dropped` and `.cancelled` in it.
   */
  texts: { ns: string; keyPrefix?: string };
  loading?: boolean;
  /** A phone: the table fits the screen instead of scrolling sideways. */
  compact?: boolean;
}

/**
 * A table whose rows are sorted by dragging their handle (`DragHandle` in a column), or with the
 * keyboard (dnd-kit's keyboard sensor), each move announced to screen readers.
 */
export function SortableTable<T extends object>({
  rows,
  rowKey,
  columns,
  label,
  nameOf,
  onReorder,
  texts,
  loading,
  compact,
}: SortableTableProps<T>) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const tableRef = useInertMeasureRow();
  const ids = useMemo(() => rows.map((row) => String(row[rowKey])), [rows, rowKey]);
  const dragToReorder = useDragToReorder({
    ids,
    nameOf: (id) => {
      const row = rows.find((item) => String(item[rowKey]) === id);
      return row ? nameOf(row) : id;
    },
    onReorder,
    say: (text, values) => t(`reorder.${text}`, values),
  });
  return (
    <DndContext {...dragToReorder}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Table<T>
          ref={tableRef}
          aria-label={label}
          rowKey={rowKey}
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          scroll={compact ? undefined : { x: "max-content" }}
          components={{ body: { row: BodyRow } }}
        />
      </SortableContext>
    </DndContext>
  );
}

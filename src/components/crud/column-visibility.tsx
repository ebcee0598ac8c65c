import { SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Checkbox, Popover, Space } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListColumn } from "./columns";

/** localStorage key prefix of the per-list column choice (the list's name follows). */
export const COLUMN_STORAGE_PREFIX = "list-columns:";

function readHidden(storageKey: string): string[] | null {
  try {
    const raw = localStorage.getItem(`${COLUMN_STORAGE_PREFIX}${storageKey}`);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === "string")
      : null;
  } catch {
    return null;
  }
}

/**
 * The columns hidden until the user chooses: on a phone (below 576 px) every column but the list's
 * key ones (`phone`, `alwaysVisible`), so none needs a sideways swipe; elsewhere the `defaultHidden`.
 */
const defaultHidden = <T extends BaseRecord>(columns: ListColumn<T>[], phone: boolean) =>
  columns
    .filter((column) =>
      phone ? !column.alwaysVisible && !column.phone : column.defaultHidden === true,
    )
    .map((column) => column.key);

/**
 * Which columns a list shows; the choice is kept per list in this browser, one for a phone and one for
 * wider screens (a column brought back on a phone stays on the phone's list).
 */
export function useColumnVisibility<T extends BaseRecord>(
  storageKey: string,
  columns: ListColumn<T>[],
) {
  // A phone: the xs breakpoint matches.
  const phone = useScreens().xs;
  const key = phone ? `${storageKey}:phone` : storageKey;
  const [choice, setChoice] = useState<{ key: string; hidden: string[] } | null>(null);
  const hidden = useMemo(
    () =>
      choice?.key === key ? choice.hidden : (readHidden(key) ?? defaultHidden(columns, phone)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are read once per screen kind
    [choice, key],
  );
  const setHidden = useCallback(
    (keys: string[]) => {
      setChoice({ key, hidden: keys });
      try {
        localStorage.setItem(`${COLUMN_STORAGE_PREFIX}${key}`, JSON.stringify(keys));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [key],
  );
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.alwaysVisible || !hidden.includes(column.key)),
    [columns, hidden],
  );
  // A file has no screen to fit: on a phone the export writes the columns of the wider screens'
  // choice, not the few the phone keeps so that no row needs a sideways swipe.
  const exportColumns = useMemo(() => {
    if (!phone) return visibleColumns;
    const wide = readHidden(storageKey) ?? defaultHidden(columns, false);
    return columns.filter((column) => column.alwaysVisible || !wide.includes(column.key));
  }, [phone, visibleColumns, columns, storageKey]);
  return { hidden, setHidden, visibleColumns, exportColumns };
}

interface ColumnVisibilityButtonProps<T extends BaseRecord> {
  columns: ListColumn<T>[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

export function ColumnVisibilityButton<T extends BaseRecord>({
  columns,
  hidden,
  onChange,
}: ColumnVisibilityButtonProps<T>) {
  const { t } = useTranslation();
  const hideable = columns.filter((column) => !column.alwaysVisible);
  const content = (
    <Space direction="vertical" size={4}>
      {hideable.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? hidden.filter((key) => key !== column.key)
                : [...hidden, column.key],
            )
          }
        >
          {column.title}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover
      content={content}
      title={t("crud.columns.title")}
      trigger="click"
      placement="bottomRight"
    >
      <Button icon={<SettingOutlined aria-hidden />} aria-label={t("crud.columns.button")}>
        {t("crud.columns.button")}
      </Button>
    </Popover>
  );
}

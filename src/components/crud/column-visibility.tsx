import { SettingOutlined } from "@ant-design/icons";
import type { BaseRecord } from "@refinedev/core";
import { Button, Checkbox, Popover, Space } from "antd";
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

/** Which columns a list shows; the choice is kept per list in this browser. */
export function useColumnVisibility<T extends BaseRecord>(
  storageKey: string,
  columns: ListColumn<T>[],
) {
  const [hidden, setHiddenState] = useState<string[]>(
    () =>
      readHidden(storageKey) ??
      columns.filter((column) => column.defaultHidden).map((column) => column.key),
  );
  const setHidden = useCallback(
    (keys: string[]) => {
      setHiddenState(keys);
      try {
        localStorage.setItem(`${COLUMN_STORAGE_PREFIX}${storageKey}`, JSON.stringify(keys));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [storageKey],
  );
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.alwaysVisible || !hidden.includes(column.key)),
    [columns, hidden],
  );
  return { hidden, setHidden, visibleColumns };
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

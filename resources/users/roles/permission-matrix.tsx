import { SearchOutlined } from "@ant-design/icons";
import {
  buildMatrix,
  filterRows,
  missingRequirements,
  toggleCodes,
  type MatrixRow,
} from "@providers/access-control/role-matrix";
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Input,
  Table,
  Typography,
  type TableColumnsType,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInertMeasureRow } from "@/components/crud/table-a11y";
import type { BasePermission } from "../schema/role";
import { actionLabel, areaLabel, codeLabel } from "./labels";
import { TableEmptyText } from "@/components/crud/table-empty";

interface PermissionMatrixProps {
  /** The base permissions list (`GET /roles/base-permissions`): the matrix is built from it only. */
  base: BasePermission[];
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** Codes that may not be removed (the editor's own role-management codes). */
  locked?: readonly string[];
}

type Tri = { checked: boolean; indeterminate: boolean };
const stateOf = (codes: readonly string[], held: ReadonlySet<string>): Tri => {
  const count = codes.filter((code) => held.has(code)).length;
  return {
    checked: count > 0 && count === codes.length,
    indeterminate: count > 0 && count < codes.length,
  };
};

/**
 * The role editor's matrix: one row per area, one column per action, a checkbox where the pair
 * exists (its code `AREA.ACTION` on hover), select all per row and per column (of the rows shown), a
 * search over areas, and the requirements of the ticked codes with a one-click way to add them.
 */
export function PermissionMatrix({ base, value, onChange, locked = [] }: PermissionMatrixProps) {
  const { t, i18n } = useTranslation("users");
  // The sideways-scrolling table's hidden measure row copies the header checkboxes: made inert.
  const tableRef = useInertMeasureRow();
  const [search, setSearch] = useState("");
  const matrix = useMemo(() => buildMatrix(base), [base]);
  const codes = useMemo(() => value ?? [], [value]);
  const held = useMemo(() => new Set(codes), [codes]);
  const lockedSet = useMemo(() => new Set(locked), [locked]);
  const rows = useMemo(
    () => filterRows(matrix.rows, search, (area) => areaLabel(t, area)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language
    [matrix.rows, search, t, i18n.language],
  );
  const missing = useMemo(
    () => missingRequirements(codes, matrix.entries),
    [codes, matrix.entries],
  );

  const set = (group: readonly string[], on: boolean) => {
    // Locked codes stay when a row or column is cleared.
    const affected = on ? group : group.filter((code) => !lockedSet.has(code));
    onChange?.(toggleCodes(codes, affected, on));
  };

  /** The codes that need a code which is not ticked: "Product: Create needs Brand: List". */
  const needs = useMemo(
    () =>
      codes
        .map((code) => ({
          code,
          missing: (matrix.entries.get(code)?.requires ?? []).filter((need) => !held.has(need)),
        }))
        .filter((item) => item.missing.length > 0),
    [codes, held, matrix.entries],
  );

  const columns: TableColumnsType<MatrixRow> = [
    {
      key: "area",
      title: t("users:roles.matrix.area"),
      fixed: "left",
      width: 150,
      render: (_, row) => {
        const rowCodes = Object.values(row.cells);
        const state = stateOf(rowCodes, held);
        const label = areaLabel(t, row.area);
        return (
          <Checkbox
            {...state}
            aria-label={t("users:roles.matrix.selectRow", { area: label })}
            onChange={(event) => set(rowCodes, event.target.checked)}
          >
            <Typography.Text strong>{label}</Typography.Text>
          </Checkbox>
        );
      },
    },
    ...matrix.columns.map((action) => {
      const label = actionLabel(t, action);
      const columnCodes = rows.flatMap((row) => (row.cells[action] ? [row.cells[action]] : []));
      const state = stateOf(columnCodes, held);
      return {
        key: action,
        align: "center" as const,
        width: 104,
        title: (
          <Flex vertical align="center" gap={4}>
            <span>{label}</span>
            <Checkbox
              {...state}
              disabled={columnCodes.length === 0}
              aria-label={t("users:roles.matrix.selectColumn", { action: label })}
              onChange={(event) => set(columnCodes, event.target.checked)}
            />
          </Flex>
        ),
        render: (_: unknown, row: MatrixRow) => {
          const code = row.cells[action];
          if (!code) return null;
          const on = held.has(code);
          const isLocked = on && lockedSet.has(code);
          return (
            <span title={isLocked ? `${code} · ${t("users:roles.matrix.locked")}` : code}>
              <Checkbox
                checked={on}
                disabled={isLocked}
                aria-label={`${areaLabel(t, row.area)}: ${label} (${code})`}
                onChange={(event) => set([code], event.target.checked)}
              />
            </span>
          );
        },
      };
    }),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t("users:roles.matrix.search")}
          aria-label={t("users:roles.matrix.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {t("users:roles.matrix.count", { count: codes.length, total: matrix.entries.size })}
        </Typography.Text>
      </Flex>
      {needs.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t("users:roles.matrix.requirements.title")}
          description={
            <Flex vertical gap={8} align="flex-start">
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {needs.map((item) => (
                  <li key={item.code}>
                    {t("users:roles.matrix.requirements.item", {
                      code: codeLabel(t, item.code),
                      needs: item.missing.map((need) => codeLabel(t, need)).join(", "),
                    })}
                  </li>
                ))}
              </ul>
              <Button size="small" type="primary" onClick={() => set(missing, true)}>
                {t("users:roles.matrix.requirements.add", { count: missing.length })}
              </Button>
            </Flex>
          }
        />
      )}
      {locked.length > 0 && (
        <Alert type="info" showIcon message={t("users:roles.matrix.lockedNote")} />
      )}
      <Table<MatrixRow>
        ref={tableRef}
        rowKey="area"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 150 + matrix.columns.length * 104 }}
        locale={{ emptyText: <TableEmptyText>{t("users:roles.matrix.noArea")}</TableEmptyText> }}
        aria-label={t("users:roles.matrix.label")}
      />
    </Flex>
  );
}

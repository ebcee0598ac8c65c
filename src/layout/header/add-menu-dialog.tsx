import { Form, Input, Modal, Tree, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMenuTree } from "@/hooks/use-menu-tree";
import {
  addMenuTree,
  chosenEntries,
  mergePicks,
  selectionProblem,
  shownEntryKeys,
} from "./add-menu-tree";
import { remainingSlots, useFavorites } from "./favorites";

interface TreeFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  search: string;
  favoriteKeys: Set<string>;
  /** How many more menus fit: once as many are picked, the others cannot be. */
  remaining: number;
}

function MenuTreeField({ value = [], onChange, search, favoriteKeys, remaining }: TreeFieldProps) {
  const { items, entries } = useMenuTree();
  const treeData = useMemo(() => {
    const picked = chosenEntries(entries, value, favoriteKeys).length;
    const full = picked >= remaining ? new Set(value) : undefined;
    return addMenuTree(items, search, favoriteKeys, full);
  }, [items, entries, search, favoriteKeys, value, remaining]);
  const shown = useMemo(() => shownEntryKeys(treeData), [treeData]);
  const shownPicks = useMemo(() => value.filter((key) => shown.has(key)), [value, shown]);
  const { t } = useTranslation();
  // The scrolling box takes focus itself (axe scrollable-region-focusable): the tree's checkboxes are
  // not tab stops, so without it a keyboard user could not scroll a long menu list.
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={t("shell.favorites.menu")}
      style={{ maxHeight: 360, overflowY: "auto" }}
    >
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        // Re-mount on search so the filtered groups open.
        key={search}
        treeData={treeData}
        // Only the shown picks: a pick hidden by the search stays in the value, not in the tree (which
        // would warn of a key it does not have).
        checkedKeys={shownPicks}
        onCheck={(checked) =>
          onChange?.(
            mergePicks(
              value,
              (Array.isArray(checked) ? checked : checked.checked).map(String),
              shown,
            ),
          )
        }
      />
    </div>
  );
}

/** The Add Menu dialog of spec 2.4 / 5 (lazy: loaded on first use). */
export default function AddMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entries } = useMenuTree();
  const { menus, addMany } = useFavorites();
  const [form] = Form.useForm<{ menus: string[] }>();
  const [search, setSearch] = useState("");
  const [saving, setSaving] = useState(false);
  const favoriteKeys = useMemo(() => new Set(menus.map((menu) => menu.key)), [menus]);
  const remaining = remainingSlots(menus);
  const picks = Form.useWatch("menus", form);
  const left = Math.max(0, remaining - chosenEntries(entries, picks ?? [], favoriteKeys).length);

  const close = () => {
    form.resetFields();
    setSearch("");
    onClose();
  };

  const submit = async ({ menus: checked }: { menus: string[] }) => {
    const chosen = chosenEntries(entries, checked, favoriteKeys);
    setSaving(true);
    const ok = await addMany(chosen.map((entry) => ({ key: entry.key, menu: entry.label })));
    setSaving(false);
    if (ok) close();
  };

  return (
    <Modal
      open={open}
      title={t("shell.favorites.addMenu")}
      okText={t("shell.favorites.save")}
      cancelText={t("shell.favorites.cancel")}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t("shell.favorites.hint", { count: left })}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t("shell.favorites.search")}
        aria-label={t("shell.favorites.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="menus"
          label={t("shell.favorites.menu")}
          rules={[
            { required: true },
            {
              validator: (_rule, value: string[] | undefined) => {
                const problem = selectionProblem(
                  chosenEntries(entries, value ?? [], favoriteKeys).length,
                  remaining,
                );
                if (!problem) return Promise.resolve();
                const text =
                  problem.key === "shell.favorites.maximum"
                    ? t(problem.key, { n: problem.n })
                    : t(problem.key);
                return Promise.reject(new Error(text));
              },
            },
          ]}
        >
          <MenuTreeField search={search} favoriteKeys={favoriteKeys} remaining={remaining} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

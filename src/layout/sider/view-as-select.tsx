import { SwapOutlined } from "@ant-design/icons";
import { useGo } from "@refinedev/core";
import { Button, Dropdown, Select, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { homePath, useViewMode, viewModeStore, type ViewMode } from "@/hooks/use-view-mode";

/** Main app / sub app: the choice persists under 'view-as' and leads to the mode's home (spec 4). */
export default function ViewAsSelect({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const mode = useViewMode();
  const go = useGo();

  const choose = (next: ViewMode) => {
    if (next === mode) return;
    viewModeStore.set(next);
    go({ to: homePath(next) });
  };
  const options = [
    { value: "main" as const, label: t("shell.viewAs.main") },
    { value: "sub" as const, label: t("shell.viewAs.sub") },
  ];

  if (collapsed) {
    return (
      <div style={{ padding: "12px 8px 0" }}>
        <Dropdown
          trigger={["click"]}
          menu={{
            selectable: true,
            selectedKeys: [mode],
            items: options.map((option) => ({ key: option.value, label: option.label })),
            onClick: ({ key }) => choose(key as ViewMode),
          }}
        >
          <Tooltip title={t("shell.viewAs.label")} placement="right">
            <Button
              type="text"
              icon={<SwapOutlined aria-hidden />}
              aria-label={t("shell.viewAs.label")}
              block
            />
          </Tooltip>
        </Dropdown>
      </div>
    );
  }
  return (
    <div style={{ padding: "12px 16px 0" }}>
      <Typography.Text type="secondary" style={{ display: "block", fontSize: 12, marginBottom: 4 }}>
        {t("shell.viewAs.label")}
      </Typography.Text>
      <Select<ViewMode>
        aria-label={t("shell.viewAs.label")}
        value={mode}
        options={options}
        onChange={choose}
        style={{ width: "100%" }}
      />
    </div>
  );
}

import { ResourceContext } from "@refinedev/core";
import { visibleMenuEntries } from "@providers/access-control/role-matrix";
import { Empty, Flex, Tag, Typography } from "antd";
import { SectionCard } from "@/components/crud/section-card";
import { useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { buildMenu, humanize, menuTreeOf } from "@/hooks/use-menu-tree";

/**
 * Which sidebar entries a role holding `codes` will see (main app): the console's own menu, judged
 * with the same permission table as the sidebar.
 */
export function MenuSummary({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation("users");
  const { t: tc, i18n } = useTranslation("users");
  const { resources } = useContext(ResourceContext);
  const menuItems = useMemo(() => menuTreeOf(resources), [resources]);
  const groups = useMemo(() => {
    const allowed = new Set(
      visibleMenuEntries(
        codes,
        resources.map((resource) => ({
          name: resource.name,
          permissionArea: (resource.meta as { permissionArea?: string | true } | undefined)
            ?.permissionArea,
        })),
      ).map((entry) => entry.name),
    );
    return buildMenu(menuItems, {
      isAllowed: (name) => allowed.has(name),
      mode: "main",
      categoryEnabled: config.features.category,
      label: (name) => tc(`menu.${name}`, { defaultValue: humanize(name) }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the language
  }, [codes, menuItems, resources, tc, i18n.language]);

  return (
    <SectionCard title={t("users:roles.summary.title")}>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("users:roles.summary.empty")} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t("users:roles.summary.hint")}</Typography.Text>
          <ul
            aria-label={t("users:roles.summary.title")}
            style={{ margin: 0, padding: 0, listStyle: "none" }}
          >
            {groups.map((node) => (
              <li key={node.key} style={{ marginBottom: 6 }}>
                {node.isGroup ? (
                  <Flex gap={6} wrap align="center">
                    <Typography.Text strong>{node.label}:</Typography.Text>
                    {node.children.map((child) => (
                      <Tag key={child.key}>{child.label}</Tag>
                    ))}
                  </Flex>
                ) : (
                  <Tag>{node.label}</Tag>
                )}
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </SectionCard>
  );
}

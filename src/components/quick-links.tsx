import { AppstoreOutlined } from "@ant-design/icons";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { config } from "@/config";
import { useMenuTree, type MenuNode } from "@/hooks/use-menu-tree";
import { Text, Title } from "@/components/plain-typography";
import { PlainCard } from "@/components/plain-card";

interface QuickLinksProps {
  /** Routes not to offer (e.g. the page the links are on). */
  exclude?: string[];
  title?: string;
}

/** Links to every area the signed-in user may open, grouped as in the sidebar. */
export function QuickLinks({ exclude = [], title }: QuickLinksProps) {
  const { t } = useTranslation();
  const { items, ready } = useMenuTree();
  if (!ready) return null;
  const skip = new Set(exclude);
  const sections: { key: string; label?: string; entries: MenuNode[] }[] = [];
  const topLevel = items.filter((node) => !node.isGroup && !skip.has(node.key));
  if (topLevel.length > 0) sections.push({ key: "top", entries: topLevel });
  for (const group of items.filter((node) => node.isGroup)) {
    const entries = group.children.filter((child) => !skip.has(child.key));
    if (entries.length > 0) sections.push({ key: group.key, label: group.label, entries });
  }

  return (
    <section aria-label={title ?? t("shell.quickLinks.title")}>
      <Title level={5} style={{ marginTop: 0 }}>
        {title ?? t("shell.quickLinks.title")}
      </Title>
      {sections.length === 0 ? (
        <Empty description={t("shell.quickLinks.none")} />
      ) : (
        sections.map((section) => (
          <div key={section.key} style={{ marginBottom: 16 }}>
            {section.label && (
              <Text
                type="secondary"
                style={{ display: "block", marginBottom: 8, fontSize: 12, letterSpacing: 0.4 }}
              >
                {section.label}
              </Text>
            )}
            <div
              style={{
                display: "grid",
                gap: 12,
                gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
              }}
            >
              {section.entries.map((entry) => (
                <Link
                  key={entry.key}
                  to={entry.route ?? "/"}
                  style={{ display: "block", minWidth: 0, height: "100%" }}
                >
                  <PlainCard
                    size="small"
                    hoverable
                    style={{ height: "100%" }}
                    styles={{ body: { display: "flex", alignItems: "center", gap: 10 } }}
                  >
                    <span style={{ color: config.ui.theme.primary, fontSize: 18 }} aria-hidden>
                      {entry.icon ?? <AppstoreOutlined />}
                    </span>
                    {/* Whole, on a second line if need be: never "Wallet Poi…" (issue 25). */}
                    <Text style={{ minWidth: 0, overflowWrap: "anywhere" }}>{entry.label}</Text>
                  </PlainCard>
                </Link>
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}

import { ShopOutlined } from "@ant-design/icons";
import { Card, Col, Empty, List, Row, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { QuickLinks } from "@/components/quick-links";
import { DashboardBody } from "../components/dashboard-body";
import { askDashboardFiguresEarly } from "../components/early-figures";
import { WelcomeCard } from "../components/welcome-card";
import { links } from "../links";
import { useGlobalFilter } from "@/hooks/use-global-filter";
import { useSession } from "@/hooks/use-session";

// When this page is the one being opened, its figures are asked for now, with its code; a cold load
// waits a moment for them (page-loader.tsx), so that the first render shows them.
export const firstView = askDashboardFiguresEarly(window.location, "sub");

/** A sub role's kind in words (static keys: one per kind). */
function subRoleTypeLabel(t: TFunction, type: string): string {
  switch (type) {
    case "BRAND":
      return t("dashboard:my.subRoleTypes.BRAND");
    case "STORE":
      return t("dashboard:my.subRoleTypes.STORE");
    default:
      return type;
  }
}

/**
 * The sub app's home: greeting, role, the panels of the dashboard limited to the outlets of the
 * user's sub roles, then the sub roles themselves and quick links.
 */
export default function MyDashboardPage() {
  const { t } = useTranslation("dashboard");
  const session = useSession();
  const { store, brand } = useGlobalFilter();
  const subRoles = session?.subRoles ?? [];
  return (
    <>
      <WelcomeCard
        subtitle={
          store ? (
            <Tag icon={<ShopOutlined aria-hidden />} color="orange">
              {t("dashboard:my.currentOutlet", {
                store: store.storeName,
                brand: brand?.brandName ?? "-",
              })}
            </Tag>
          ) : null
        }
      />
      <DashboardBody app="sub" />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={9}>
          <Card title={t("dashboard:my.subRoles")}>
            {subRoles.length === 0 ? (
              <Empty description={t("dashboard:my.noSubRoles")} />
            ) : (
              <List
                dataSource={subRoles}
                renderItem={(role) => (
                  <List.Item key={role.subRoleId}>
                    <List.Item.Meta
                      title={role.roleName}
                      description={
                        <>
                          <Typography.Text type="secondary">
                            {role.brandName || subRoleTypeLabel(t, role.type)}
                          </Typography.Text>
                          <div>
                            {(role.stores ?? []).map((outlet) => (
                              <Tag key={outlet.storeId} style={{ marginTop: 4 }}>
                                {outlet.storeName}
                              </Tag>
                            ))}
                          </div>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card>
            <QuickLinks exclude={[links.myDashboard.list()]} />
          </Card>
        </Col>
      </Row>
    </>
  );
}

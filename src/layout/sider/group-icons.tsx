import {
  AppstoreOutlined,
  BellOutlined,
  CreditCardOutlined,
  GiftOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { MenuGroup } from "@/lib/resource";

/** Icons of the spec 2.3 groups (shown alone when the sidebar is collapsed). */
export const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  "transaction-group": <ShoppingCartOutlined />,
  "ecommerce-group": <AppstoreOutlined />,
  "banner-promotion-group": <NotificationOutlined />,
  "loyalty-group": <GiftOutlined />,
  "configuration-group": <SettingOutlined />,
  "payment-setting-group": <CreditCardOutlined />,
  "notification-group": <BellOutlined />,
  "users-group": <TeamOutlined />,
};

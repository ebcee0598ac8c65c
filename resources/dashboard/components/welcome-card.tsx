import { Avatar, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { sessionFacts, useSession } from "@/hooks/use-session";
import { Text, Title } from "@/components/plain-typography";
import { PlainCard } from "@/components/plain-card";

/** Which greeting fits the hour. */
export const greetingPart = (hour: number): "morning" | "afternoon" | "evening" =>
  hour < 11 ? "morning" : hour < 15 ? "afternoon" : "evening";

/** The greeting and role of the signed-in user (both dashboards). */
export function WelcomeCard({ subtitle, extra }: { subtitle?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation("dashboard");
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const facts = sessionFacts(session);
  const part = greetingPart(new Date().getHours());
  const greetings = {
    morning: t("dashboard:greeting.morning", { name: user.firstName || user.name }),
    afternoon: t("dashboard:greeting.afternoon", { name: user.firstName || user.name }),
    evening: t("dashboard:greeting.evening", { name: user.firstName || user.name }),
  };
  return (
    <PlainCard style={{ marginBottom: 16 }}>
      <Flex align="center" gap={16} wrap>
        <Avatar
          size={56}
          src={user.photoUrl || undefined}
          style={{ backgroundColor: config.ui.theme.primary, flex: "none" }}
        >
          {(user.firstName || user.name).charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ flex: 1, minWidth: 200 }}>
          {/* The page's title (its one level-1 heading), at the size of a card's title. */}
          <Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {greetings[part]}
          </Title>
          <Text type="secondary">
            {t("dashboard:role", { role: user.role.roleName })}
            {facts.subRoleCount > 0 &&
              ` · ${t("dashboard:subRoles", { count: facts.subRoleCount })}`}
          </Text>
          {subtitle && <div style={{ marginTop: 4 }}>{subtitle}</div>}
        </div>
        {extra}
      </Flex>
    </PlainCard>
  );
}

import { Flex, Tag, Typography } from "antd";
import { config } from "@/config";
import { useTranslation } from "react-i18next";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "@/mocks/demo-accounts";

interface DemoAccountsProps {
  onPick: (email: string, password: string) => void;
}

/** The demo API's accounts (only built into demo builds): a click fills the login form. */
export default function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useTranslation("login");
  const shows: Record<DemoAccount["key"], string> = {
    admin: t("demo.accounts.admin"),
    catalog: t("demo.accounts.catalog"),
    manager: t("demo.accounts.manager"),
    subadmin: t("demo.accounts.subadmin"),
    nosub: t("demo.accounts.nosub"),
    expired: t("demo.accounts.expired"),
    customer: t("demo.accounts.customer"),
  };
  return (
    // A plain bordered box: antd's Card would pull Tabs and Menu into the login page.
    <section
      aria-label={t("demo.title")}
      style={{
        marginTop: 24,
        border: "1px solid #f0f0f0",
        borderRadius: config.ui.theme.borderRadius,
        padding: 4,
      }}
    >
      <Typography.Text strong style={{ display: "block", margin: "6px 8px 0" }}>
        {t("demo.title")}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: "4px 8px 8px", fontSize: 12 }}>
        {t("demo.hint", { password: DEMO_PASSWORD })}
      </Typography.Paragraph>
      <ul
        aria-label={t("demo.title")}
        style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: 220, overflowY: "auto" }}
      >
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              // Named by what it shows (e-mail, role, what the account is for), like any text button.
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
              style={{
                all: "unset",
                boxSizing: "border-box",
                display: "block",
                width: "100%",
                padding: "6px 8px",
                borderRadius: 6,
                cursor: "pointer",
              }}
              onMouseEnter={(event) => (event.currentTarget.style.background = "#fff7f0")}
              onMouseLeave={(event) => (event.currentTarget.style.background = "transparent")}
            >
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong style={{ fontSize: 13 }}>
                  {account.email}
                </Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{account.role}</Tag>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {shows[account.key]}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

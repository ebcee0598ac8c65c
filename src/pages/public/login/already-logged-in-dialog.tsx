import { Button, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { getSession } from "@providers/auth/session";
import { useAuthAction } from "@/lib/public-auth";
import { landingPath } from "@/session/landing";

/**
 * A user who is already signed in and opens /login is asked what to do
 * (spec 2.1): go to the dashboard or log out. Decided once, when the page
 * opens, so that signing in on this page does not raise it.
 */
export default function AlreadyLoggedInDialog() {
  const { t } = useTranslation("login");
  const navigate = useNavigate();
  const { mutate: logout, isPending } = useAuthAction<void>((provider) => provider.logout({}));
  const [session] = useState(() => getSession());
  const [open, setOpen] = useState(session !== null);
  if (!session) return null;
  return (
    <Modal
      open={open}
      title={t("alreadyLoggedIn.title")}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="logout" loading={isPending} onClick={() => logout(undefined)}>
          {t("alreadyLoggedIn.logout")}
        </Button>,
        <Button
          key="dashboard"
          type="primary"
          onClick={() => {
            setOpen(false);
            navigate(landingPath(), { replace: true });
          }}
        >
          {t("alreadyLoggedIn.dashboard")}
        </Button>,
      ]}
    >
      {t("alreadyLoggedIn.content", { name: session.user.name || session.user.email })}
    </Modal>
  );
}

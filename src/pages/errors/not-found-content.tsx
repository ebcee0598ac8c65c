import { Button, Flex, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** Any unknown path (spec 2.1): "Sorry, the page you visited does not exist." with Back Home to /. */
export default function NotFoundContent() {
  const { t } = useTranslation("login");
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: "100vh", padding: 24 }}>
      <Result
        status="404"
        title={t("public.notFound.title")}
        subTitle={t("public.notFound.message")}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            {t("public.notFound.backHome")}
          </Button>
        }
      />
    </Flex>
  );
}

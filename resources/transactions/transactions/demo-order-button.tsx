import { PlusOutlined } from "@ant-design/icons";
import { useCreate } from "@refinedev/core";
import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Transaction } from "../schema/transaction";
import { links } from "../links";

/**
 * Demo API only (the list renders it only when `config.demoApi`): a customer places a new order,
 * made with the Transaction Settings of this moment (`POST /demo/transactions`).
 */
export function DemoOrderButton() {
  const { t } = useTranslation("transactions");
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutate, mutation } = useCreate<Transaction>();
  return (
    <Button
      icon={<PlusOutlined aria-hidden />}
      loading={mutation.isPending}
      onClick={() =>
        mutate(
          {
            resource: "transactions",
            meta: { apiPath: "demo/transactions" },
            values: {},
            successNotification: false,
            errorNotification: (error) => ({
              type: "error",
              message: t("transactions:demo.failed"),
              description: error?.message,
            }),
          },
          {
            onSuccess: ({ data }) => {
              void message.success(t("transactions:demo.created", { code: data.transactionCode }));
              navigate(links.transaction.show(data.transactionId));
            },
          },
        )
      }
    >
      {t("transactions:demo.button")}
    </Button>
  );
}

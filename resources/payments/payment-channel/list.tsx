import { OrderedListOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import { PaymentChannelFilters } from "./filters";
import { ChannelOrderDrawer } from "./order-drawer";
import { useAccess } from "@/hooks/use-access";

export default function PaymentChannelList() {
  const { t, i18n } = useTranslation("payments");
  const language = i18n.language;
  const table = useResourceTable<PaymentChannel>({
    initialSorters: [{ field: "order", order: "asc" }],
  });
  const can = useAccess("payment-channel");
  const [ordering, setOrdering] = useState(false);
  const columns = useMemo(
    () => paymentChannelColumns(t, can),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
    [t, language, can],
  );
  const title = t("payments:channels.titles.list");
  return (
    <ListPage
      title={title}
      archiveOf="payment-channel"
      headerButtons={({ defaultButtons }) => (
        <>
          {can.edit && (
            <Button icon={<OrderedListOutlined aria-hidden />} onClick={() => setOrdering(true)}>
              {t("payments:channels.order.open")}
            </Button>
          )}
          {defaultButtons}
        </>
      )}
    >
      <ResourceList<PaymentChannel>
        resource="payment-channel"
        table={table}
        columns={columns}
        rowKey="paymentChannelId"
        label={title}
        searchPlaceholder={t("payments:channels.filters.search")}
        exportName="payment-channels"
        emptyText={t("payments:channels.empty")}
        bulk={{
          activateValues: { isActive: true },
          deactivateValues: { isActive: false },
          allowDelete: false,
        }}
        filters={<PaymentChannelFilters table={table} />}
      />
      {can.edit && <ChannelOrderDrawer open={ordering} onClose={() => setOrdering(false)} />}
    </ListPage>
  );
}

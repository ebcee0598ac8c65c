import { OrderedListOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { PaymentChannel } from "../schema/payment-channel";
import { paymentChannelColumns } from "./columns";
import paymentChannelCsv from "./payment-channels.csv";
import { PaymentChannelFilters } from "./filters";
import { ChannelOrderDrawer } from "./order-drawer";
import { useAccess } from "@/hooks/use-access";

export default function PaymentChannelList() {
  const { t } = useTranslation("payments");
  const mayOrder = useAccess("payment-channel", "edit");
  const [ordering, setOrdering] = useState(false);
  return (
    <AreaList<PaymentChannel>
      initialSorters={[{ field: "order", order: "asc" }]}
      columns={paymentChannelColumns}
      csv={paymentChannelCsv}
      archive
      headerButtons={({ defaultButtons }) => (
        <>
          {mayOrder && (
            <Button icon={<OrderedListOutlined aria-hidden />} onClick={() => setOrdering(true)}>
              {t("payments:channels.order.open")}
            </Button>
          )}
          {defaultButtons}
        </>
      )}
      exportName="payment-channels"
      emptyText={t("payments:channels.empty")}
      bulk={{ ...ACTIVE_BULK, allowDelete: false }}
      filters={(table) => <PaymentChannelFilters table={table} />}
    >
      {mayOrder && <ChannelOrderDrawer open={ordering} onClose={() => setOrdering(false)} />}
    </AreaList>
  );
}

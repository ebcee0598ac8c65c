import type { TFunction } from "i18next";
import { Text } from "@/components/plain-typography";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  createdAtColumn,
  dateTimeColumn,
  nameColumn,
  Wrap,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Voucher } from "../schema/voucher";
import { VoucherStatusTag } from "./labels";
import { discountText } from "./voucher-labels";
import { formatNumber, formatRupiah } from "@/lib/format";
import { links } from "../links";

export function voucherColumns(t: TFunction, can: RecordPermissions): ListColumn<Voucher>[] {
  return [
    nameColumn("voucherName", t("promotions:vouchers.fields.voucherName"), (voucher) =>
      links.voucher.show(voucher.voucherId),
    ),
    {
      key: "brandName",
      title: t("promotions:vouchers.fields.brand"),
      render: (_, voucher) => (
        <Wrap at={140}>
          {voucher.brandName} <Text code>{voucher.codePrefix}</Text>
        </Wrap>
      ),
    },
    {
      key: "discountType",
      title: t("promotions:vouchers.fields.discount"),
      sortable: true,
      render: (_, voucher) => <Wrap at={110}>{discountText(t, voucher)}</Wrap>,
    },
    {
      key: "minPurchase",
      title: t("promotions:vouchers.fields.minPurchase"),
      sortable: true,
      defaultHidden: true,
      render: (value: number) => formatRupiah(value),
    },
    {
      key: "status",
      phone: true,
      title: t("promotions:vouchers.fields.status"),
      render: (_, voucher) => <VoucherStatusTag status={voucher.status} />,
    },
    {
      key: "used",
      title: t("promotions:vouchers.fields.usage"),
      render: (_, voucher) =>
        voucher.quota === null
          ? t("promotions:vouchers.usage.unlimited", { used: formatNumber(voucher.used) })
          : t("promotions:vouchers.usage.ofQuota", {
              used: formatNumber(voucher.used),
              quota: formatNumber(voucher.quota),
            }),
    },
    {
      key: "codeCount",
      title: t("promotions:vouchers.fields.codeCount"),
      // Under Columns: "Used" is the figure staff look at, and the list fits a desktop screen.
      defaultHidden: true,
      render: (value: number) => formatNumber(value),
    },
    dateTimeColumn("startAt", t("promotions:vouchers.fields.startAt")),
    dateTimeColumn("endAt", t("promotions:vouchers.fields.endAt")),
    // The status says it already ("Inactive"): one status per row unless asked for.
    activeColumn(t("promotions:vouchers.fields.isActive"), { defaultHidden: true }),
    createdAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "vouchers", can, (voucher) => ({
      id: voucher.voucherId,
      name: voucher.voucherName,
    })),
  ];
}

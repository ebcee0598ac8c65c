import { Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Transaction } from "../schema/transaction";
import { formatNumber, formatRupiah } from "@/lib/format";

/** Money and percentages kept on one line each when the sentence wraps (at 375 px). */
const unbroken = (text: string) => text.replace(/ /g, "\u00a0");
/** "= Rp 47.588" on one line too. */
const equation = (text: string) => text.replace("= ", "=\u00a0");

/**
 * How an order's payment fee was worked out from its channel's rule at the order:
 * "Rp 2.000 + 2 % of Rp 1.250.000 = Rp 27.000", "2 % of …", "Rp 4.000 per payment" or "No fee".
 */
function paymentFeeText(t: TFunction, trx: Transaction): string {
  const { fixed, percent, base } = trx.paymentFeeRule;
  const values = {
    fixed: unbroken(formatRupiah(fixed)),
    percent: unbroken(`${formatNumber(percent)} %`),
    base: unbroken(formatRupiah(base)),
    fee: unbroken(formatRupiah(trx.paymentFee)),
  };
  if (fixed > 0 && percent > 0) return equation(t("transactions:amounts.fee.both", values));
  if (percent > 0) return equation(t("transactions:amounts.fee.percent", values));
  if (fixed > 0) return t("transactions:amounts.fee.fixed", values);
  return t("transactions:amounts.fee.none");
}

/** The fee's breakdown under its amount, and whose rule it was (the channel's, at the order). */
export function PaymentFeeBreakdown({ trx }: { trx: Transaction }) {
  const { t } = useTranslation("transactions");
  const channel = trx.channelName;
  return (
    <div style={{ fontSize: 12 }} data-testid="payment-fee-rule">
      <Typography.Text>{paymentFeeText(t, trx)}</Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {trx.paymentFeeRule.percent > 0
          ? t("transactions:amounts.fee.sourcePercent", { channel })
          : t("transactions:amounts.fee.source", { channel })}
      </Typography.Text>
    </div>
  );
}

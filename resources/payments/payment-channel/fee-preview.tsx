import { Alert, Flex, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FEE_PREVIEW_AMOUNT, acceptsAmount, channelFee } from "../schema/payment-rules";
import { MoneyInput } from "@/components/form/amount-input";
import { formatRupiah } from "@/lib/format";

interface FeePreviewProps {
  feeFixed?: number | null;
  feePercent?: number | null;
  minAmount?: number | null;
  maxAmount?: number | null;
}

/**
 * "A payment of Rp 500.000 costs Rp 16.500 in fees": what the fee typed above means for a real
 * payment, for an amount the user can change; says so when the channel would not accept that amount.
 */
export function FeePreview({ feeFixed, feePercent, minAmount, maxAmount }: FeePreviewProps) {
  const { t } = useTranslation("payments");
  const [amount, setAmount] = useState<number>(FEE_PREVIEW_AMOUNT);
  const fee = channelFee({ feeFixed: feeFixed ?? 0, feePercent: feePercent ?? 0 }, amount);
  const accepted = acceptsAmount(
    { minAmount: minAmount ?? 0, maxAmount: maxAmount ?? null },
    amount,
  );
  return (
    <Alert
      type={accepted ? "info" : "warning"}
      showIcon
      message={
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor="fee-preview-amount">{t("payments:channels.preview.amount")}</label>
            <MoneyInput
              id="fee-preview-amount"
              value={amount}
              onChange={(value) => setAmount(value ?? 0)}
              style={{ width: 180 }}
            />
          </Flex>
          <Typography.Text strong role="status">
            {t("payments:channels.preview.result", {
              amount: formatRupiah(amount),
              fee: formatRupiah(fee),
              total: formatRupiah(amount + fee),
            })}
          </Typography.Text>
          {!accepted && (
            <Typography.Text>
              {t("payments:channels.preview.notAccepted", { amount: formatRupiah(amount) })}
            </Typography.Text>
          )}
        </Flex>
      }
    />
  );
}

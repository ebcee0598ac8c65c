import { useDataProvider } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { csvFilename, downloadText, toCsv } from "@/components/crud/csv";
import { apiPath } from "@providers/data/api-path";
import type { Voucher, VoucherCode } from "../schema/voucher";

/**
 * A batch of a voucher's codes as a CSV file (code, voucher, batch): the generate page downloads the
 * batch it just made, the voucher's page any earlier one, both through this one writer.
 */
export function useBatchCsv(
  voucher: Pick<Voucher, "voucherId" | "voucherName" | "codePrefix"> | undefined,
) {
  const { t } = useTranslation("promotions");
  const dataProvider = useDataProvider();

  const save = (codes: readonly string[], batchId: string) => {
    if (!voucher) return;
    const csv = toCsv(
      [
        { header: t("promotions:vouchers.codes.code"), value: (code: string) => code },
        { header: t("promotions:vouchers.fields.voucherName"), value: () => voucher.voucherName },
        { header: t("promotions:vouchers.generate.batch"), value: () => batchId },
      ],
      codes,
    );
    downloadText(csvFilename(`voucher-codes-${voucher.codePrefix}`), csv);
  };

  /** Fetches a stored batch's codes (all of them, in code order) and saves them. */
  const fetchAndSave = async (batch: { batchId: string; count: number }) => {
    if (!voucher) return;
    const answer = await dataProvider().custom!<{ results: VoucherCode[] }>({
      url: apiPath("/vouchers/{id}/codes", { id: voucher.voucherId }),
      method: "get",
      query: { batchId: batch.batchId, _start: 0, _end: batch.count, _sort: "code", _order: "asc" },
    });
    save(
      answer.data.results.map((code) => code.code),
      batch.batchId,
    );
  };

  return { save, fetchAndSave };
}

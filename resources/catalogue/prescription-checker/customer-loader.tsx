import { useCustom } from "@refinedev/core";
import { Flex, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import type { SavedPrescription } from "@resources/users/exports";
import type { CheckerCustomer as CustomerWithPrescriptions } from "../schema/prescription-check";
import { formatDate } from "@/lib/format";

/** Finds a customer and loads one of their saved prescriptions into the form. */
export function CustomerLoader({ onLoad }: { onLoad: (prescription: SavedPrescription) => void }) {
  const { t } = useTranslation("catalogue");
  const [query, setQuery] = useState("");
  const [customerId, setCustomerId] = useState<string>();
  const { result, query: customersQuery } = useCustom<{ results: CustomerWithPrescriptions[] }>({
    url: apiPath("/simulate-prescription-checker/customers"),
    method: "get",
    config: { query: { q: query } },
    queryOptions: { enabled: query.trim().length >= 2 || !!customerId },
  });
  const customers =
    (result.data as { results?: CustomerWithPrescriptions[] } | undefined)?.results ?? [];
  const customer = customers.find((item) => item.userId === customerId);

  return (
    <Flex gap={8} wrap>
      <Select
        showSearch
        allowClear
        filterOption={false}
        aria-label={t("catalogue:prescriptionChecker.load.customer")}
        placeholder={t("catalogue:prescriptionChecker.load.customer")}
        style={{ width: 280 }}
        loading={customersQuery.isFetching}
        onSearch={setQuery}
        value={customerId}
        onChange={(value: string | undefined) => setCustomerId(value)}
        notFoundContent={
          query.trim().length < 2
            ? t("catalogue:prescriptionChecker.load.typeToSearch")
            : t("catalogue:prescriptionChecker.load.noCustomer")
        }
        options={customers.map((item) => ({
          value: item.userId,
          label: `${item.name} (${item.email})`,
        }))}
      />
      <Select
        aria-label={t("catalogue:prescriptionChecker.load.prescription")}
        placeholder={t("catalogue:prescriptionChecker.load.prescription")}
        style={{ width: 280 }}
        disabled={!customer}
        notFoundContent={t("catalogue:prescriptionChecker.load.noPrescription")}
        value={null}
        onChange={(id: string) => {
          const prescription = customer?.prescriptions.find((item) => item.prescriptionId === id);
          if (prescription) onLoad(prescription);
        }}
        options={(customer?.prescriptions ?? []).map((item) => ({
          value: item.prescriptionId,
          label: t("catalogue:prescriptionChecker.load.option", {
            date: formatDate(item.examinedAt),
            notes: item.notes || "",
          }),
        }))}
      />
    </Flex>
  );
}

import { ThunderboltOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { ArchiveLink } from "@/components/crud/archive-actions";
import { LinkButton } from "@/components/crud/link-button";
import { ACTIVE_BULK, AreaList } from "@/components/crud/area-list";
import type { Voucher } from "../schema/voucher";
import { useAccess } from "@/hooks/use-access";
import { voucherColumns } from "./columns";
import voucherCsv from "./vouchers.csv";
import { VoucherFilters } from "./filters";
import { links } from "../links";

export default function VoucherList() {
  const { t } = useTranslation("promotions");
  const canGenerate = useAccess("vouchers", "generate");
  return (
    <AreaList<Voucher>
      initialSorters={[{ field: "startAt", order: "desc" }]}
      columns={voucherColumns}
      csv={voucherCsv}
      headerButtons={({ defaultButtons }) => (
        <>
          <ArchiveLink resource="vouchers" />
          {canGenerate && (
            <LinkButton to={links.voucher.generate()} icon={<ThunderboltOutlined aria-hidden />}>
              {t("promotions:vouchers.actions.generate")}
            </LinkButton>
          )}
          {defaultButtons}
        </>
      )}
      bulk={ACTIVE_BULK}
      filters={(table) => <VoucherFilters table={table} />}
    />
  );
}

import { ThunderboltOutlined } from "@ant-design/icons";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { ArchiveLink } from "@/components/crud/archive-actions";
import { LinkButton } from "@/components/crud/link-button";

import { ResourceList } from "@/components/crud/resource-list";
import { useResourceTable } from "@/components/crud/use-resource-table";
import type { Voucher } from "../schema/voucher";
import { useAccess } from "@/hooks/use-access";
import { voucherColumns } from "./columns";
import { VoucherFilters } from "./filters";
import { links } from "../links";

export default function VoucherList() {
  const { t, i18n } = useTranslation("promotions");
  const table = useResourceTable<Voucher>({
    initialSorters: [{ field: "startAt", order: "desc" }],
  });
  const can = useAccess("vouchers");
  const canGenerate = useAccess("vouchers", "generate");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  const columns = useMemo(() => voucherColumns(t, can), [t, i18n.language, can]);
  const title = t("promotions:vouchers.titles.list");

  return (
    <ListPage
      title={title}
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
    >
      <ResourceList<Voucher>
        resource="vouchers"
        table={table}
        columns={columns}
        rowKey="voucherId"
        label={title}
        searchPlaceholder={t("promotions:vouchers.filters.search")}
        exportName="vouchers"
        bulk={{ activateValues: { isActive: true }, deactivateValues: { isActive: false } }}
        filters={<VoucherFilters table={table} />}
      />
    </ListPage>
  );
}

import type { TFunction } from "i18next";
import type { ListColumn } from "@/components/crud/columns";
import type { RecordPermissions } from "@/hooks/use-access";
import {
  recordActionsColumn,
  activeColumn,
  createdAtColumn,
  thumbnailColumn,
  updatedAtColumn,
  nameColumn,
  codeColumn,
  textColumn,
} from "@/components/crud/standard-columns";
import type { Brand } from "../schema/brand";
import { links } from "../links";

export function brandColumns(t: TFunction, can: RecordPermissions): ListColumn<Brand>[] {
  return [
    thumbnailColumn<Brand>("logoUrl", t("catalogue:brands.fields.logo"), (brand) => ({
      src: brand.logoUrl,
      initials: brand.brandCode.slice(0, 2),
    })),
    nameColumn("brandName", t("catalogue:brands.fields.brandName"), (brand) =>
      links.brand.show(brand.brandId),
    ),
    codeColumn("brandCode", t("catalogue:brands.fields.brandCode")),
    activeColumn(t("catalogue:brands.fields.isActive")),
    textColumn("description", t("catalogue:brands.fields.description"), { defaultHidden: true }),
    createdAtColumn(t),
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, "brands", can, (brand) => ({
      id: brand.brandId,
      name: brand.brandName,
    })),
  ];
}

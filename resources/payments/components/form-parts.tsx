import type { BaseRecord } from "@refinedev/core";
import type { TFunction } from "i18next";
import { Form, type FormItemProps } from "antd";
import { useTranslation } from "react-i18next";
import { ActiveFilter } from "@/components/crud/active-filter";
import { ChoicesFilter, type FilterOption } from "@/components/crud/filter-fields";
import { ImageUpload } from "@/components/crud/upload-field";
import type { ResourceTable } from "@/components/crud/use-resource-table";

/** The logo of a payment account or channel: the kit's upload, previewed (`item`: the schema's field). */
export function LogoField({ item, extra }: { item: FormItemProps; extra?: string }) {
  const { t } = useTranslation("payments");
  return (
    <Form.Item {...item} extra={extra}>
      <ImageUpload buttonLabel={t("payments:actions.uploadLogo")} alt={t("payments:fields.logo")} />
    </Form.Item>
  );
}

/**
 * The filters of a list and its archive on one field with several choices (any of them,
 * `field=a&field=b`) and on the active flag, kept in the URL: the bank of the accounts, the type of
 * the channels.
 */
export function choicesAndActiveFilters(
  field: string,
  label: (t: TFunction) => string,
  options: (t: TFunction) => FilterOption[],
) {
  return function ChoicesAndActiveFilters<T extends BaseRecord>({
    table,
  }: {
    table: ResourceTable<T>;
  }) {
    const { t } = useTranslation("payments");
    return (
      <>
        <ChoicesFilter
          table={table}
          field={field}
          label={label(t)}
          minWidth={180}
          searchable
          options={options(t)}
        />
        <ActiveFilter table={table} label={t("payments:fields.isActive")} />
      </>
    );
  };
}

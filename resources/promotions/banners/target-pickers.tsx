import { useSelect } from "@refinedev/antd";
import type { BaseRecord, CrudFilter } from "@refinedev/core";
import type { ReactNode } from "react";
import { Form, Spin, theme, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import type { SchemaField } from "@/components/form/use-schema-form";
import type { Product } from "@resources/catalogue/exports";
import { formatRupiah } from "@/lib/format";

/** The fields of a voucher another area may read (the vouchers area keeps them). */
interface VoucherOption {
  voucherId: string;
  voucherName: string;
  isActive: boolean;
  endAt: string;
}

/** What an empty list of options says: still searching, or nothing found (in a readable grey). */
function NotFound({ loading, text }: { loading: boolean; text: string }) {
  const { token } = theme.useToken();
  return loading ? (
    <Spin size="small" />
  ) : (
    <span style={{ color: token.colorTextSecondary }}>{text}</span>
  );
}

interface PickerProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

interface SearchPickerProps<T extends BaseRecord> extends PickerProps {
  resource: string;
  idField: keyof T & string;
  labelField: keyof T & string;
  filters?: CrudFilter[];
  placeholder: string;
  notFound: string;
  /** An option's line (the record's name and what tells it apart). */
  describe: (record: T) => ReactNode;
}

/** Picks a record by searching its area's list (`GET /{path}?q=`), 20 at a time. */
function SearchPicker<T extends BaseRecord>({
  value,
  onChange,
  id,
  resource,
  idField,
  labelField,
  filters,
  placeholder,
  notFound,
  describe,
}: SearchPickerProps<T>) {
  const { selectProps, query } = useSelect<T>({
    resource,
    optionLabel: labelField as never,
    optionValue: idField as never,
    defaultValue: value ?? undefined,
    filters,
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField },
  });
  const byId = new Map((query.data?.data ?? []).map((record) => [String(record[idField]), record]));
  return (
    <FormSelect<string>
      {...(selectProps as unknown as SelectProps<string>)}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={placeholder}
      notFoundContent={<NotFound loading={query.isFetching} text={notFound} />}
      optionRender={(option) => {
        const record = byId.get(String(option.value));
        return record ? describe(record) : option.label;
      }}
    />
  );
}

const ACTIVE_PRODUCTS: CrudFilter[] = [{ field: "status", operator: "eq", value: "ACTIVE" }];

/** Picks an active product by searching the product list: name, SKU and price. */
export function ProductPicker(props: PickerProps) {
  const { t } = useTranslation("promotions");
  return (
    <SearchPicker<Product>
      {...props}
      resource="products"
      idField="productId"
      labelField="productName"
      filters={ACTIVE_PRODUCTS}
      placeholder={t("promotions:banners.pickers.product")}
      notFound={t("promotions:banners.pickers.noProduct")}
      describe={(product) => (
        <span>
          {product.productName}{" "}
          <span style={{ opacity: 0.75 }}>
            · {product.sku} · {formatRupiah(product.salePrice ?? product.price)}
          </span>
        </span>
      )}
    />
  );
}

/** Picks a voucher by searching the voucher list (archived ones left out); inactive or expired ones say so. */
export function VoucherPicker(props: PickerProps) {
  const { t } = useTranslation("promotions");
  return (
    <SearchPicker<VoucherOption>
      {...props}
      resource="vouchers"
      idField="voucherId"
      labelField="voucherName"
      placeholder={t("promotions:banners.pickers.voucher")}
      notFound={t("promotions:banners.pickers.noVoucher")}
      describe={(voucher) => {
        const note = !voucher.isActive
          ? t("promotions:banners.pickers.voucherInactive")
          : Date.parse(voucher.endAt) < Date.now()
            ? t("promotions:banners.pickers.voucherExpired")
            : "";
        return (
          <span>
            {voucher.voucherName}
            {note && <span style={{ opacity: 0.75 }}> · {note}</span>}
          </span>
        );
      }}
    />
  );
}

/**
 * The target field of the chosen banner type (spec 3), required for that type (a rule across fields of
 * the schema, whose label and rule `field` gives: the field is marked required here).
 */
export function BannerTargetField({
  type,
  field,
}: {
  type: string | undefined;
  field: (path: "productId" | "voucherId") => SchemaField;
}) {
  const { t } = useTranslation("promotions");
  switch (type) {
    case "PRODUCT":
      return (
        <Form.Item
          {...field("productId")}
          required
          dependencies={["bannerType"]}
          extra={t("promotions:banners.hints.product")}
        >
          <ProductPicker />
        </Form.Item>
      );
    case "VOUCHER":
      return (
        <Form.Item
          {...field("voucherId")}
          required
          dependencies={["bannerType"]}
          extra={t("promotions:banners.hints.voucher")}
        >
          <VoucherPicker />
        </Form.Item>
      );
    default:
      return null;
  }
}

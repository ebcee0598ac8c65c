import { useSelect } from "@refinedev/antd";
import { Form, Spin, theme, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupiah } from "@/components/crud/money";
import { FormSelect } from "@/components/form-select";
import type { Product } from "@/contract/product";

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

/** Picks a product by searching the product list (`GET /products?q=`): name, SKU and price. */
export function ProductPicker({ value, onChange, id }: PickerProps) {
  const { t } = useTranslation();
  const { selectProps, query } = useSelect<Product>({
    resource: "products",
    optionLabel: "productName",
    optionValue: "productId",
    defaultValue: value ?? undefined,
    filters: [{ field: "status", operator: "eq", value: "ACTIVE" }],
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "productId" },
  });
  const byId = new Map((query.data?.data ?? []).map((product) => [product.productId, product]));
  return (
    <FormSelect<string>
      {...(selectProps as unknown as SelectProps<string>)}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={t("banners:pickers.product")}
      notFoundContent={
        <NotFound loading={query.isFetching} text={t("banners:pickers.noProduct")} />
      }
      optionRender={(option) => {
        const product = byId.get(String(option.value));
        return product ? (
          <span>
            {product.productName}{" "}
            <span style={{ opacity: 0.75 }}>
              · {product.sku} · {formatRupiah(product.salePrice ?? product.price)}
            </span>
          </span>
        ) : (
          option.label
        );
      }}
    />
  );
}

/** Picks a voucher by searching the voucher list (`GET /vouchers?q=`), archived ones left out. */
export function VoucherPicker({ value, onChange, id }: PickerProps) {
  const { t } = useTranslation();
  const { selectProps, query } = useSelect<VoucherOption>({
    resource: "vouchers",
    optionLabel: "voucherName",
    optionValue: "voucherId",
    defaultValue: value ?? undefined,
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "voucherId" },
  });
  const byId = new Map((query.data?.data ?? []).map((voucher) => [voucher.voucherId, voucher]));
  const now = Date.now();
  return (
    <FormSelect<string>
      {...(selectProps as unknown as SelectProps<string>)}
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      placeholder={t("banners:pickers.voucher")}
      notFoundContent={
        <NotFound loading={query.isFetching} text={t("banners:pickers.noVoucher")} />
      }
      optionRender={(option) => {
        const voucher = byId.get(String(option.value));
        if (!voucher) return option.label;
        const note = !voucher.isActive
          ? t("banners:pickers.voucherInactive")
          : Date.parse(voucher.endAt) < now
            ? t("banners:pickers.voucherExpired")
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

/** The target field of the chosen banner type (spec 3), required for that type. */
export function BannerTargetField({ type }: { type: string | undefined }) {
  const { t } = useTranslation();
  const required = (field: string) => ({
    required: true,
    message: t("crud.validation.required", { field }),
  });
  switch (type) {
    case "PRODUCT":
      return (
        <Form.Item
          name="productId"
          label={t("banners:fields.product")}
          extra={t("banners:hints.product")}
          rules={[required(t("banners:fields.product"))]}
        >
          <ProductPicker />
        </Form.Item>
      );
    case "VOUCHER":
      return (
        <Form.Item
          name="voucherId"
          label={t("banners:fields.voucher")}
          extra={t("banners:hints.voucher")}
          rules={[required(t("banners:fields.voucher"))]}
        >
          <VoucherPicker />
        </Form.Item>
      );
    default:
      return null;
  }
}

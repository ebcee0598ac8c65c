/**
 * The parts of a customer order the transactions seed and the demo API's new orders share: the
 * couriers, the payment fee from the channel's rule, an order line, and the "System" signature.
 */
import { channelFee } from "@resources/payments/exports";
import type { PaymentFeeRule, Transaction, TransactionItem } from "../schema/transaction";
import { SYSTEM_USER_ID, computeAmounts, type AmountInput } from "../schema/transaction-rules";

export const COURIERS: [string, string[]][] = [
  ["biteship.jne", ["REG", "YES"]],
  ["biteship.jnt", ["EZ"]],
  ["biteship.sicepat", ["REG", "BEST"]],
  ["biteship.anteraja", ["REG"]],
  ["biteship.gosend", ["INSTANT", "SAME_DAY"]],
  ["biteship.grab_express", ["INSTANT"]],
];

/**
 * The payment fee of an order of `base` rupiah (total product + shipping cost) on a channel, from the
 * channel's stored rule through the payments domain's one fee function, and that rule as the order
 * keeps it (so a later change of the channel's fee does not rewrite the order).
 */
function paymentFeeOf(
  channel: { feeFixed: number; feePercent: number },
  base: number,
): { paymentFee: number; paymentFeeRule: PaymentFeeRule } {
  const rule = {
    feeFixed: Number(channel.feeFixed) || 0,
    feePercent: Number(channel.feePercent) || 0,
  };
  return {
    paymentFee: channelFee(rule, base),
    paymentFeeRule: { fixed: rule.feeFixed, percent: rule.feePercent, base },
  };
}

type ProductLike = {
  productId: string;
  productName: string;
  productType: TransactionItem["productType"];
  sku: string;
  price: number;
  salePrice: number | null;
};

/** One order line of a product (its sale price if any) as the order keeps it. */
export function itemOf(
  product: ProductLike,
  variant: { variantId?: string; color: string; sku: string } | undefined,
  qty: number,
  extra: Pick<TransactionItem, "prescription" | "bundleContents"> = {
    prescription: null,
    bundleContents: [],
  },
): TransactionItem {
  return {
    productId: product.productId,
    productName: product.productName,
    productType: product.productType,
    sku: variant?.sku ?? product.sku,
    variantId: variant?.variantId ?? null,
    variantName: variant?.color ?? null,
    qty,
    unitPrice: product.salePrice ?? product.price,
    ...extra,
  };
}

/** Who moves statuses in the seeded timelines. */
export const SYSTEM = { userId: SYSTEM_USER_ID, name: "System" };

/** What an order keeps of its customer and its store (as they were when it was placed). */
export const partiesOf = (
  customer: { userId: string; name: string; email: string; phone?: string | null },
  store: { storeId: string; storeName: string; companyBrandId: string },
) => ({
  customerId: customer.userId,
  customerName: customer.name,
  customerEmail: customer.email,
  customerPhone: customer.phone ?? "",
  storeId: store.storeId,
  storeName: store.storeName,
  brandId: store.companyBrandId,
});

/**
 * An order's money: the payment fee of the channel's rule on its products and shipping, the amounts
 * of its formula, its voucher and the fee rule it was charged by.
 */
export function chargesOf(
  channel: { feeFixed: number; feePercent: number },
  order: Omit<AmountInput, "paymentFee"> & { voucher: Transaction["voucher"] },
) {
  const fee = paymentFeeOf(channel, order.subtotal + order.shippingCost);
  const amounts = computeAmounts({ ...order, paymentFee: fee.paymentFee });
  return {
    subtotal: amounts.subtotal,
    voucher: order.voucher,
    discount: amounts.discount,
    shippingCost: amounts.shippingCost,
    paymentFee: amounts.paymentFee,
    paymentFeeRule: fee.paymentFeeRule,
    total: amounts.total,
  };
}

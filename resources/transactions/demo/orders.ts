/**
 * The parts of a customer order the transactions seed and the demo API's new orders share: the
 * couriers, the payment fee rule of the demo, an order line, and the "System" signature.
 */
import type { TransactionItem } from "../schema/transaction";

export const COURIERS: [string, string[]][] = [
  ["biteship.jne", ["REG", "YES"]],
  ["biteship.jnt", ["EZ"]],
  ["biteship.sicepat", ["REG", "BEST"]],
  ["biteship.anteraja", ["REG"]],
  ["biteship.gosend", ["INSTANT", "SAME_DAY"]],
  ["biteship.grab_express", ["INSTANT"]],
];

/** The payment fee a channel charged at the order (the demo's rule: cards 2.9 %, pay at store free). */
export function paymentFeeOf(channelCode: string, amount: number): number {
  if (channelCode === "PAY_AT_STORE") return 0;
  if (channelCode === "CREDIT_CARD") return Math.round(amount * 0.029);
  if (channelCode === "QRIS") return Math.round(amount * 0.007);
  return 4_000;
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
export const SYSTEM = { userId: "system", name: "System" };

import { demoTransactionCreate, transaction, type Transaction } from "../schema/transaction";
import { makeCode, type DeliveryType } from "../schema/transaction-rules";
import type { z } from "@/contract/common";
import { db } from "@/mocks/db";
import { nowIso } from "@/mocks/lib/clock";
import { createRandom } from "@/mocks/lib/random";
import { invalid, me, Reply, route, type RouteContext } from "@/mocks/lib/route";
import { COURIERS, SYSTEM, chargesOf, itemOf, partiesOf } from "./orders";
import { readTransactionSettings } from "./transaction-settings";
import { saveOrder } from "./transactions";
import { visibleStores } from "./visible-stores";
import { say } from "@/mocks/lib/readers";

/**
 * `POST /demo/transactions` (demo API only; the list's "New demo order" button exists only with it):
 * a customer places an order, made with the Transaction Settings of that moment: its code and payment
 * code (prefix + the next number zero-padded to the numeric length), the payment expiry, the calculation
 * formula and whether zero payment is allowed (a zero total is then paid at once).
 */
let orders = 0;

export const handlers = [
  route({
    method: "post",
    path: "/demo/transactions",
    area: "TRANSACTION",
    action: "edit",
    summary:
      "Demo API only: a new customer order made with the transaction settings (what the customer app would send)",
    body: demoTransactionCreate,
    response: transaction,
    status: 201,
    errors: [422],
    handler: (ctx: RouteContext & { data: z.output<typeof demoTransactionCreate> }) => {
      const auth = me(ctx);
      const random = createRandom(`demo-order:${Date.now()}:${orders++}`);
      const body = ctx.data;
      const seen = visibleStores(ctx);
      const stores = db.stores.filter(
        (store) => !store.isArchived && (!seen || seen.has(store.storeId)),
      );
      const store = body.storeId ? db.stores.get(body.storeId) : random.pick(stores);
      if (!store || (seen && !seen.has(store.storeId)))
        throw invalid({ storeId: say("transactions:api.storeMissing") });
      const customers = db.users.filter((user) => user.userType === "CUSTOMER");
      const customer = body.customerId ? db.users.get(body.customerId) : random.pick(customers);
      if (!customer || customer.userType !== "CUSTOMER")
        throw invalid({ customerId: say("transactions:api.customerMissing") });
      const channels = db.paymentChannels.filter((channel) => channel.isActive !== false);
      const channel = body.paymentChannelId
        ? db.paymentChannels.get(body.paymentChannelId)
        : random.pick(channels);
      if (!channel) throw invalid({ paymentChannelId: say("transactions:api.channelMissing") });
      const products = db.products.filter(
        (product) =>
          product.status === "ACTIVE" &&
          product.brandId === store.companyBrandId &&
          ["FRAME", "LENSA", "ADD_ONS"].includes(product.productType),
      );
      if (!products.length) throw invalid({ storeId: say("transactions:api.nothingOnSale") });
      const chosen = random.sample(products, random.int(1, 2));
      const items = chosen.map((product) => itemOf(product, product.variants[0], 1));
      const settings = readTransactionSettings();
      const deliveryType: DeliveryType = body.deliveryType ?? "DELIVERY";
      const subtotal = items.reduce((sum, item) => sum + item.qty * item.unitPrice, 0);
      const shippingCost = deliveryType === "DELIVERY" ? 15_000 : 0;
      const voucher = body.withVoucher
        ? { code: "DEMOHEMAT", type: "AMOUNT" as const, value: 50_000, maxDiscount: null }
        : null;
      const charges = chargesOf(channel, {
        subtotal,
        shippingCost,
        voucher,
        formula: settings.NEW_TRANSACTION_CALCULATION_FORMULAS,
        allowZeroPayment: settings.TRX_ALLOW_ZERO_PAYMENT === "ALLOWED",
      });
      const at = nowIso();
      const number = settings.nextNumber;
      const by = { userId: customer.userId, name: customer.name };
      const free = charges.total === 0;
      const courier = random.pick(COURIERS);
      const record: Transaction = {
        transactionId: db.transactions.newId(),
        transactionCode: makeCode(
          settings.TRX_CODE_PREFIX,
          settings.TRX_CODE_NUMERIC_LENGTH,
          number,
        ),
        status: free ? "PAID" : "WAITING_PAYMENT",
        paymentStatus: free ? "PAID" : "UNPAID",
        ...partiesOf(customer, store),
        items,
        itemCount: items.length,
        ...charges,
        formula: settings.NEW_TRANSACTION_CALCULATION_FORMULAS,
        deliveryType,
        shipping:
          deliveryType === "DELIVERY"
            ? {
                courier: courier[0],
                service: courier[1][0]!,
                trackingNumber: null,
                recipientName: customer.name,
                phone: customer.phone ?? "",
                address: customer.address?.street ?? store.address.street,
                city: customer.address?.city ?? store.address.city,
                province: customer.address?.province ?? store.address.province,
                postalCode: customer.address?.postalCode ?? store.address.postalCode,
              }
            : null,
        paymentChannelId: String(channel.paymentChannelId),
        channelName: String(channel.channelName),
        channelCode: String(channel.channelCode),
        paymentCode: makeCode(
          settings.PAYMENT_CODE_PREFIX,
          settings.PAYMENT_CODE_NUMERIC_LENGTH,
          number,
        ),
        paymentExpiresAt: new Date(
          Date.parse(at) + settings.TRX_PAYMENT_EXPIRY_IN_MINUTES * 60_000,
        ).toISOString(),
        paidAt: free ? at : null,
        statusHistory: [
          {
            from: null,
            to: "WAITING_PAYMENT",
            note: "Order placed in the app.",
            noteKey: "ORDER_PLACED" as const,
            by,
            at,
          },
          ...(free
            ? [
                {
                  from: "WAITING_PAYMENT" as const,
                  to: "PAID" as const,
                  note: "Nothing to pay: zero payment is allowed.",
                  noteKey: "ZERO_PAYMENT" as const,
                  by: SYSTEM,
                  at,
                },
              ]
            : []),
        ],
        createdAt: at,
        updatedAt: at,
      };
      saveOrder(auth, null, record, { after: { status: record.status, total: record.total } });
      return new Reply(record, 201);
    },
  }),
];

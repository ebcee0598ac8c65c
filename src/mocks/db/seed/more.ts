import { createRandom } from "../../lib/random";
import type { AnyRecord, DataSize } from "../collection";
import type { ChangeLog, Transaction, TransactionStatus } from "../types";
import { BRAND_SEED, seedBrands, seedProducts, seedStores } from "./catalogue";
import { anchor, DAY, daysAgo, iso, pad, seeded } from "./common";
import { seedUsers } from "./people";

/** Seeds of the remaining areas: commerce, loyalty, content, payment, devices, configs, logs. */
const customersOf = (size: DataSize) =>
  seedUsers(size).filter((user) => user.userType === "CUSTOMER");

export const PAYMENT_CHANNELS: [string, string, string, string][] = [
  ["BCA Virtual Account", "BCA_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["Mandiri Virtual Account", "MANDIRI_VA", "VIRTUAL_ACCOUNT", "Midtrans"],
  ["BNI Virtual Account", "BNI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["BRI Virtual Account", "BRI_VA", "VIRTUAL_ACCOUNT", "Xendit"],
  ["GoPay", "GOPAY", "EWALLET", "Midtrans"],
  ["OVO", "OVO", "EWALLET", "Xendit"],
  ["DANA", "DANA", "EWALLET", "Xendit"],
  ["ShopeePay", "SHOPEEPAY", "EWALLET", "Midtrans"],
  ["QRIS", "QRIS", "QRIS", "Midtrans"],
  ["Credit Card", "CREDIT_CARD", "CARD", "Midtrans"],
  ["Pay at Store", "PAY_AT_STORE", "OFFLINE", "Internal"],
];

export const seedPaymentChannels = seeded<AnyRecord>("paymentChannels", () =>
  PAYMENT_CHANNELS.map(([channelName, channelCode, channelType, provider], i) => ({
    paymentChannelId: `pch-${i + 1}`,
    channelName,
    channelCode,
    channelType,
    provider,
    feeType: channelType === "CARD" ? "PERCENTAGE" : "FLAT",
    fee: channelType === "CARD" ? 2.9 : channelType === "OFFLINE" ? 0 : 4000,
    order: i + 1,
    isActive: channelCode !== "OVO",
    isArchived: false,
    archivedAt: null,
    createdAt: daysAgo(500 - i),
    updatedAt: daysAgo(60 - i),
  })),
);

export const seedPaymentAccounts = seeded<AnyRecord>("paymentAccounts", () => {
  const random = createRandom("paymentAccounts");
  const banks = ["BCA", "Mandiri", "BNI", "BRI", "CIMB Niaga"];
  return BRAND_SEED.flatMap((brand, b) =>
    banks.slice(0, 2 + (b % 2)).map((bankName, k) => ({
      paymentAccountId: `pac-${b * 3 + k + 1}`,
      brandId: `brd-${b + 1}`,
      bankName,
      accountName: `PT ${brand.brandName} Indonesia`,
      accountNumber: String(random.int(1_000_000_000, 9_999_999_999)),
      branch: random.pick(["KCU Sudirman", "KCP Kemang", "KCU Bandung", "KCU Surabaya"]),
      isActive: true,
      isArchived: b === 3 && k === 1,
      archivedAt: b === 3 && k === 1 ? daysAgo(20) : null,
      createdAt: daysAgo(400 - b * 10 - k),
      updatedAt: daysAgo(40 - b - k),
    })),
  );
});

const STATUSES: TransactionStatus[] = [
  "WAITING_PAYMENT",
  "PAID",
  "PROCESSED",
  "SHIPPED",
  "DELIVERED",
  "COMPLETED",
  "CANCELLED",
  "EXPIRED",
  "REFUNDED",
];
const COURIERS = [
  "biteship.jne",
  "biteship.jnt",
  "biteship.sicepat",
  "biteship.anteraja",
  "biteship.gosend",
  "biteship.grab_express",
];

function statusFor(ageDays: number, roll: number, n: number): TransactionStatus {
  if (n < STATUSES.length) return STATUSES[n]!; // every status present whatever the size
  if (ageDays < 1) return roll < 0.35 ? "WAITING_PAYMENT" : roll < 0.75 ? "PAID" : "PROCESSED";
  if (ageDays < 4)
    return roll < 0.1
      ? "WAITING_PAYMENT"
      : roll < 0.3
        ? "PAID"
        : roll < 0.55
          ? "PROCESSED"
          : roll < 0.85
            ? "SHIPPED"
            : "EXPIRED";
  if (ageDays < 14)
    return roll < 0.25
      ? "SHIPPED"
      : roll < 0.6
        ? "DELIVERED"
        : roll < 0.85
          ? "COMPLETED"
          : roll < 0.95
            ? "CANCELLED"
            : "EXPIRED";
  return roll < 0.8
    ? "COMPLETED"
    : roll < 0.88
      ? "CANCELLED"
      : roll < 0.95
        ? "EXPIRED"
        : "REFUNDED";
}

export const seedTransactions = seeded<Transaction>("transactions", (size) => {
  const random = createRandom(`transactions:${size}`);
  const count = size === "large" ? 100_000 : 2_000;
  const customers = customersOf(size);
  const products = seedProducts(size).filter(
    (product) =>
      product.status === "ACTIVE" &&
      ["FRAME", "LENSA", "ADD_ONS", "BUNDLING"].includes(product.productType),
  );
  const stores = seedStores(size);
  const now = anchor();
  const rows: Transaction[] = new Array(count);
  // Oldest first, so codes grow with time and the default "newest first" sort meets one long run.
  const ages = Float64Array.from({ length: count }, () => Math.floor(random.next() * 365 * DAY))
    .sort()
    .reverse();
  for (let n = 0; n < count; n++) {
    const ageMs = ages[n]!;
    const createdMs = now - ageMs;
    const status = statusFor(ageMs / DAY, random.next(), count - 1 - n);
    const customer = customers[Math.floor(random.next() * customers.length)]!;
    const store = stores[Math.floor(random.next() * stores.length)]!;
    const itemCount = random.next() < 0.6 ? 1 : random.next() < 0.8 ? 2 : 3;
    const items = [];
    let subtotal = 0;
    for (let k = 0; k < itemCount; k++) {
      const product = products[Math.floor(random.next() * products.length)]!;
      const qty = product.productType === "ADD_ONS" && random.next() < 0.3 ? 2 : 1;
      const price = product.salePrice ?? product.price;
      subtotal += price * qty;
      items.push({
        productId: product.productId,
        productName: product.productName,
        productType: product.productType,
        qty,
        price,
      });
    }
    const delivery = random.next() < 0.55;
    const shippingCost = delivery ? 9_000 + Math.floor(random.next() * 8) * 3_000 : 0;
    const discount = random.next() < 0.2 ? Math.round((subtotal * 0.1) / 1000) * 1000 : 0;
    const channel = Math.floor(random.next() * PAYMENT_CHANNELS.length);
    const paid = status !== "WAITING_PAYMENT" && status !== "EXPIRED";
    const number = n + 1;
    rows[n] = {
      transactionId: `trx-${number}`,
      transactionCode: `TRX${pad(number, 8)}`,
      customerId: customer.userId,
      customerName: customer.name,
      customerEmail: customer.email,
      storeId: store.storeId,
      storeName: store.storeName,
      brandId: store.companyBrandId,
      status,
      paymentMethod: PAYMENT_CHANNELS[channel]![0],
      paymentChannelId: `pch-${channel + 1}`,
      paymentCode: `PAY${pad(number, 8)}`,
      items,
      subtotal,
      discount,
      shippingCost,
      total: subtotal - discount + shippingCost,
      voucherCode: discount
        ? `${BRAND_SEED[Number(store.companyBrandId.slice(4)) - 1]!.brandCode}HEMAT10`
        : null,
      deliveryType: delivery ? "DELIVERY" : "PICKUP",
      courier: delivery ? COURIERS[Math.floor(random.next() * COURIERS.length)]! : null,
      trackingNumber:
        delivery && ["SHIPPED", "DELIVERED", "COMPLETED"].includes(status)
          ? `JP${pad(Math.floor(random.next() * 1e10), 10)}`
          : null,
      notes: random.next() < 0.1 ? "Please call before delivery." : "",
      paidAt: paid ? iso(createdMs + 20 * 60_000) : null,
      createdAt: iso(createdMs),
      updatedAt: iso(Math.min(now, createdMs + (paid ? 2 * DAY : 60 * 60_000))),
    };
  }
  return rows;
});

const VOUCHER_NAMES: [string, string, number][] = [
  ["HEMAT10", "PERCENTAGE", 10],
  ["HEMAT25", "PERCENTAGE", 25],
  ["LENSA50K", "AMOUNT", 50_000],
  ["FRAME100K", "AMOUNT", 100_000],
  ["GAJIAN", "PERCENTAGE", 15],
  ["MERDEKA17", "PERCENTAGE", 17],
  ["ONGKIR", "AMOUNT", 20_000],
  ["MEMBERBARU", "AMOUNT", 75_000],
  ["RAMADAN", "PERCENTAGE", 20],
  ["AKHIRTAHUN", "PERCENTAGE", 30],
];

export const seedVouchers = seeded<AnyRecord>("vouchers", (size) => {
  const random = createRandom("vouchers");
  const products = seedProducts(size);
  const rows: AnyRecord[] = [];
  BRAND_SEED.forEach((brand, b) => {
    VOUCHER_NAMES.forEach(([suffix, discountType, discountValue], v) => {
      const n = rows.length + 1;
      const startDays = random.int(-20, 200);
      const archived = v === 9 && b < 2;
      rows.push({
        voucherId: `vch-${n}`,
        voucherCode: `${brand.brandCode}${suffix}`,
        voucherName: `${brand.brandName} ${suffix}`,
        brandId: `brd-${b + 1}`,
        description:
          discountType === "PERCENTAGE"
            ? `${discountValue}% off at ${brand.brandName}.`
            : `Rp${discountValue.toLocaleString("id-ID")} off at ${brand.brandName}.`,
        discountType,
        discountValue,
        maxDiscount: discountType === "PERCENTAGE" ? 250_000 : null,
        minPurchase: random.pick([0, 250_000, 500_000, 1_000_000]),
        quota: random.pick([50, 100, 250, 1000]),
        used: random.int(0, 50),
        productIds: random.chance(0.3)
          ? random
              .sample(
                products.filter((p) => p.brandId === `brd-${b + 1}`),
                3,
              )
              .map((p) => p.productId)
          : [],
        startAt: daysAgo(startDays),
        endAt: daysAgo(startDays - random.int(14, 90)),
        isActive: random.chance(0.85),
        isArchived: archived,
        archivedAt: archived ? daysAgo(5) : null,
        createdAt: daysAgo(startDays + 7),
        updatedAt: daysAgo(Math.max(0, startDays - 3)),
      });
    });
  });
  return rows;
});

export const seedLoyalty = seeded<AnyRecord>("loyalty", () => {
  const plan: [string, string, number, number][] = [
    ["Silver Member", "SILVER", 0, 1],
    ["Gold Member", "GOLD", 5_000, 1.5],
    ["Platinum Member", "PLATINUM", 15_000, 2],
    ["Double Points Weekend", "CAMPAIGN", 0, 2],
    ["Birthday Bonus", "CAMPAIGN", 0, 3],
    ["Eye Test Reward", "CAMPAIGN", 0, 1.25],
    ["Referral Programme", "CAMPAIGN", 0, 1],
    ["Old Loyalty 2023", "SILVER", 0, 1],
  ];
  return plan.map(([loyaltyName, tier, requirementValue, pointMultiplier], i) => ({
    loyaltyId: `lyl-${i + 1}`,
    loyaltyName,
    tier,
    description: `${loyaltyName}: earn ${pointMultiplier}x points per Rp10.000 spent.`,
    requirementType: "POINT",
    requirementValue,
    pointMultiplier,
    pointPerAmount: 10_000,
    startAt: daysAgo(300 - i * 10),
    endAt: i === 7 ? daysAgo(30) : daysAgo(-365),
    isActive: i !== 7,
    isArchived: i === 7,
    archivedAt: i === 7 ? daysAgo(25) : null,
    createdAt: daysAgo(320 - i * 10),
    updatedAt: daysAgo(40 - i),
  }));
});

export const seedRewards = seeded<AnyRecord>("rewards", (size) => {
  const random = createRandom("rewards");
  const vouchers = seedVouchers(size);
  const products = seedProducts(size).filter((p) => p.productType === "ADD_ONS");
  const names = [
    "Free Hard Case",
    "Lens Cloth Set",
    "Rp50.000 Voucher",
    "Free Eye Test",
    "Cleaning Kit",
    "Rp100.000 Voucher",
    "Anti-fog Spray",
    "Premium Pouch",
  ];
  return Array.from({ length: 20 }, (_, i) => {
    const byVoucher = i % 3 === 1;
    const archived = i >= 18;
    return {
      rewardId: `rwd-${i + 1}`,
      rewardName: `${names[i % names.length]}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ""}`,
      description: "Redeem with your points at any outlet or in the app.",
      requirementType: "POINT",
      pointCost: random.pick([500, 1_000, 1_500, 2_500, 5_000]),
      rewardType: byVoucher ? "VOUCHER" : "PRODUCT",
      voucherId: byVoucher ? vouchers[i % vouchers.length]!.voucherId : null,
      productId: byVoucher ? null : (products[i % Math.max(1, products.length)]?.productId ?? null),
      stock: random.int(0, 200),
      claimed: random.int(0, 120),
      startAt: daysAgo(120 - i),
      endAt: daysAgo(-120 + i),
      isActive: !archived,
      isArchived: archived,
      archivedAt: archived ? daysAgo(3) : null,
      createdAt: daysAgo(130 - i),
      updatedAt: daysAgo(10),
    };
  });
});

export const seedWalletPoints = seeded<AnyRecord>("walletPoints", (size) => {
  const random = createRandom(`walletPoints:${size}`);
  const customers = customersOf(size);
  const now = anchor();
  const rows: AnyRecord[] = [];
  let n = 0;
  customers.forEach((customer, c) => {
    let balance = 0;
    const entries = size === "large" ? 2 : 3;
    for (let k = 0; k < entries; k++) {
      n++;
      const earn = k === 0 || random.chance(0.7);
      const type = earn
        ? random.chance(0.8)
          ? "EARN"
          : "ADD"
        : random.pick(["REDEEM", "REMOVE", "EXPIRE"]);
      const points = earn ? random.int(50, 1500) : Math.min(balance, random.int(50, 800));
      balance += earn ? points : -points;
      const createdMs =
        c < 30 && k === entries - 1 ? now - random.int(0, 6) * DAY : now - random.int(7, 365) * DAY;
      rows.push({
        wpId: `wp-${n}`,
        userId: customer.userId,
        customerName: customer.name,
        type,
        points,
        balanceAfter: balance,
        description:
          type === "EARN"
            ? "Points from a purchase"
            : type === "ADD"
              ? "Added by admin: service recovery"
              : type === "REDEEM"
                ? "Redeemed for a reward"
                : type === "REMOVE"
                  ? "Removed by admin: correction"
                  : "Points expired",
        transactionId:
          type === "EARN" ? `trx-${random.int(1, size === "large" ? 100_000 : 2_000)}` : null,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    }
  });
  return rows;
});

export const BANNER_TYPES = ["PRODUCT", "VOUCHER", "URL", "CUSTOM"] as const;

export const seedBanners = seeded<AnyRecord>("banners", (size) => {
  const products = seedProducts(size).filter((p) => p.status === "ACTIVE");
  const vouchers = seedVouchers(size);
  const titles = [
    "New Arrivals",
    "Weekend Sale",
    "Free Eye Test",
    "Blue Cut Lenses",
    "Back to School",
    "Payday Promo",
    "Kids Frames",
    "Progressive Lens Week",
  ];
  const rows: AnyRecord[] = [];
  for (const isPopup of [false, true]) {
    for (let i = 0; i < (isPopup ? 8 : 12); i++) {
      const bannerType = BANNER_TYPES[i % BANNER_TYPES.length]!;
      const n = rows.length + 1;
      const archived = i === (isPopup ? 7 : 11);
      rows.push({
        bannerId: `bnr-${n}`,
        title: `${isPopup ? "Popup: " : ""}${titles[i % titles.length]}`,
        bannerType,
        isPopup,
        imageUrl: `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="${["#f27a1a", "#3d3d3d", "#1f6f5c", "#2f4b9a"][i % 4]}"/><text x="20" y="70" font-family="sans-serif" font-size="26" fill="#fff">${titles[i % titles.length]}</text></svg>`)}`,
        productId: bannerType === "PRODUCT" ? products[i % products.length]!.productId : null,
        voucherId: bannerType === "VOUCHER" ? vouchers[i % vouchers.length]!.voucherId : null,
        url: bannerType === "URL" ? "https://www.example.co.id/promo" : null,
        content:
          bannerType === "CUSTOM"
            ? "<p>Visit any outlet for a free eye test this month.</p>"
            : null,
        order: i + 1,
        startAt: daysAgo(30 - i),
        endAt: daysAgo(-60 + i),
        isActive: i % 5 !== 4,
        isArchived: archived,
        archivedAt: archived ? daysAgo(2) : null,
        createdAt: daysAgo(40 - i),
        updatedAt: daysAgo(5),
      });
    }
  }
  return rows;
});

const FAQ_PLAN: [string, [string, string][]][] = [
  [
    "Orders",
    [
      [
        "How do I track my order?",
        "Open My Orders in the app and choose the order to see its status and tracking number.",
      ],
      [
        "Can I change my order after paying?",
        "Contact the outlet within one hour of paying; after that the lenses are already being made.",
      ],
    ],
  ],
  [
    "Payments",
    [
      [
        "Which payment methods are accepted?",
        "Virtual accounts, e-wallets, QRIS, credit cards and paying at the store.",
      ],
      [
        "My payment expired, what now?",
        "Place the order again; an expired payment is never charged.",
      ],
    ],
  ],
  [
    "Shipping",
    [
      [
        "How long does delivery take?",
        "Two to five working days for express couriers, the same day for instant couriers.",
      ],
      ["Can I pick up at an outlet?", "Yes, choose Pick up at store at checkout."],
    ],
  ],
  [
    "Eye Test",
    [
      ["Is the eye test free?", "Yes, the eye test is free at every outlet with an optometrist."],
      ["How often should I test my eyes?", "Once a year, or sooner when your vision changes."],
    ],
  ],
  [
    "Warranty",
    [
      ["What does the frame warranty cover?", "Manufacturing defects for one year from purchase."],
      ["Are lenses covered?", "Coating defects are covered for six months."],
    ],
  ],
];

export const seedFaqGroups = seeded<AnyRecord>("faqGroups", () =>
  FAQ_PLAN.map(([groupName], i) => ({
    faqGroupId: `fgr-${i + 1}`,
    groupName,
    order: i + 1,
    isActive: true,
    createdAt: daysAgo(300),
    updatedAt: daysAgo(50),
  })),
);

export const seedFaqs = seeded<AnyRecord>("faqs", () =>
  FAQ_PLAN.flatMap(([, items], g) =>
    items.map(([question, answer], k) => ({
      faqId: `faq-${g * 2 + k + 1}`,
      faqGroupId: `fgr-${g + 1}`,
      question,
      answer,
      order: k + 1,
      isActive: true,
      isArchived: false,
      archivedAt: null,
      createdAt: daysAgo(290 - g),
      updatedAt: daysAgo(40 - g),
    })),
  ),
);

const EVENTS: [string, string, string][] = [
  ["ORDER_CREATED", "Order received", "Hi {{name}}, we received your order {{transactionCode}}."],
  [
    "PAYMENT_SUCCESS",
    "Payment successful",
    "Payment for {{transactionCode}} of {{total}} is confirmed.",
  ],
  [
    "ORDER_SHIPPED",
    "Order shipped",
    "Your order {{transactionCode}} is on its way with {{courier}}.",
  ],
  ["ORDER_READY_FOR_PICKUP", "Ready for pick-up", "Your glasses are ready at {{storeName}}."],
  ["PASSWORD_RESET", "Reset your password", "Open {{link}} to choose a new password."],
  ["WELCOME", "Welcome", "Welcome to {{siteName}}, {{name}}!"],
  ["POINTS_EARNED", "Points earned", "You earned {{points}} points."],
  ["REWARD_CLAIMED", "Reward claimed", "You claimed {{rewardName}}."],
];

export const seedTemplateMessages = seeded<AnyRecord>("templateMessages", () =>
  (["email", "push_notification"] as const).flatMap((channel, c) =>
    EVENTS.map(([event, title, body], i) => ({
      templateId: `tpl-${c * EVENTS.length + i + 1}`,
      templateName: `${title} (${channel === "email" ? "email" : "push"})`,
      channel,
      event,
      subject: channel === "email" ? title : null,
      title: channel === "push_notification" ? title : null,
      body,
      variables: [...body.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]),
      isActive: true,
      createdAt: daysAgo(400 - i),
      updatedAt: daysAgo(30 - i),
    })),
  ),
);

export const seedNotificationSchedules = seeded<AnyRecord>("notificationSchedules", () => {
  const plan: [string, string, number, string][] = [
    ["Weekend sale starts", "push_notification", -2, "SCHEDULED"],
    ["Payday promo", "push_notification", -7, "SCHEDULED"],
    ["Monthly newsletter", "email", -10, "SCHEDULED"],
    ["Eye test reminder", "email", 3, "SENT"],
    ["New arrivals", "push_notification", 6, "SENT"],
    ["Points expiring", "email", 12, "SENT"],
    ["Flash sale (cancelled)", "push_notification", 1, "CANCELLED"],
    ["Ramadan greetings", "email", 40, "SENT"],
    ["Birthday bonus", "push_notification", -1, "SCHEDULED"],
    ["Survey", "email", 20, "CANCELLED"],
  ];
  return plan.map(([title, channel, days, status], i) => ({
    scheduleId: `nsc-${i + 1}`,
    title,
    message: `${title}: open the app for details.`,
    channel,
    target: i % 3 === 0 ? "ALL_CUSTOMERS" : "SEGMENT",
    segment: i % 3 === 0 ? null : "MEMBERS_GOLD_AND_ABOVE",
    repeat: i === 2 ? "MONTHLY" : "NONE",
    scheduledAt: daysAgo(days),
    status,
    sentAt: status === "SENT" ? daysAgo(days) : null,
    createdAt: daysAgo(Math.max(days, 0) + 5),
    updatedAt: daysAgo(Math.max(days, 0)),
  }));
});

export const seedUserDevices = seeded<AnyRecord>("userDevices", (size) => {
  const random = createRandom(`userDevices:${size}`);
  const models: [string, string][] = [
    ["ios", "iPhone 13"],
    ["ios", "iPhone 15 Pro"],
    ["android", "Samsung Galaxy A54"],
    ["android", "Xiaomi Redmi Note 12"],
    ["android", "OPPO Reno 10"],
    ["android", "vivo V29"],
  ];
  const rows: AnyRecord[] = [];
  customersOf(size).forEach((customer, i) => {
    if (i % 5 >= 3) return;
    const [platform, deviceName] = random.pick(models);
    const createdMs = anchor() - random.int(1, 400) * DAY;
    rows.push({
      deviceId: `udv-${rows.length + 1}`,
      userId: customer.userId,
      userName: customer.name,
      email: customer.email,
      platform,
      deviceName,
      osVersion: platform === "ios" ? `iOS ${random.int(16, 18)}` : `Android ${random.int(12, 14)}`,
      appVersion: random.pick(["3.8.0", "3.9.1", "4.0.2"]),
      pushToken: `${platform}-${customer.userId}-${random.int(100000, 999999)}`,
      lastActiveAt: iso(createdMs + random.int(0, 100) * DAY),
      createdAt: iso(createdMs),
      updatedAt: iso(createdMs),
    });
  });
  return rows;
});

export const seedAppConfigs = seeded<AnyRecord>("appConfigs", () => {
  const plan: [string, string, unknown, string][] = [
    ["TRX_CODE_PREFIX", "TRANSACTION_SETTING", "TRX", "Transaction Code - Prefix"],
    ["TRX_CODE_NUMERIC_LENGTH", "TRANSACTION_SETTING", 8, "Transaction Code - Numeric Length"],
    ["TRX_PAYMENT_EXPIRY_IN_MINUTES", "TRANSACTION_SETTING", 60, "Payment Expiry (in minutes)"],
    ["TRX_ALLOW_ZERO_PAYMENT", "TRANSACTION_SETTING", "NOT_ALLOWED", "Allow Zero Payment?"],
    ["PAYMENT_CODE_PREFIX", "TRANSACTION_SETTING", "PAY", "Payment Code - Prefix"],
    ["PAYMENT_CODE_NUMERIC_LENGTH", "TRANSACTION_SETTING", 8, "Payment Code - Numeric Length"],
    [
      "NEW_TRANSACTION_CALCULATION_FORMULAS",
      "TRANSACTION_SETTING",
      "STANDARD",
      "New Order - Calculation Formulas",
    ],
    [
      "COURIER_EXPRESS",
      "SHIPMENT_SETTING",
      ["biteship.jne", "biteship.jnt", "biteship.sicepat", "biteship.anteraja"],
      "Courier Express",
    ],
    [
      "COURIER_INSTANT",
      "SHIPMENT_SETTING",
      ["biteship.gosend", "biteship.grab_express"],
      "Courier Instant",
    ],
    ["EYE_TEST_A_MYOPIA", "CONSTANTS_SETTING", 0.25, "A myopia"],
    ["EYE_TEST_A_HYPERMETROPIA", "CONSTANTS_SETTING", 0.5, "A hypermetropia"],
    ["EYE_TEST_B_MYOPIA", "CONSTANTS_SETTING", 0.75, "B myopia"],
    ["EYE_TEST_B_HYPERMETROPIA", "CONSTANTS_SETTING", 1, "B hypermetropia"],
    [
      "PAGE_CONTENT",
      "WEB_CONTENT_SETTING",
      {
        about: "<p>Optik Console demo: eyewear for everyone.</p>",
        terms: "<p>Terms and conditions.</p>",
        privacy: "<p>Privacy policy.</p>",
      },
      "Page content",
    ],
    [
      "CONTACT_US",
      "WEB_CONTENT_SETTING",
      {
        phone: "+62 21 5000 1234",
        email: "halo@optikprima.co.id",
        whatsapp: "+62 812 3456 7890",
        address: "Jl. Sudirman No. 1, Jakarta Selatan",
      },
      "Contact us",
    ],
    [
      "OMNICARE_LINKS",
      "OMNICARE_LINK_SETTING",
      {
        whatsapp: "https://wa.me/6281234567890",
        instagram: "https://instagram.com/optikprima",
        tokopedia: "https://tokopedia.com/optikprima",
        shopee: "https://shopee.co.id/optikprima",
      },
      "Omnicare links",
    ],
  ];
  return plan.map(([key, group, value, description], i) => ({
    configId: key,
    key,
    group,
    value,
    description,
    createdAt: daysAgo(500 - i),
    updatedAt: daysAgo(20 - (i % 10)),
  }));
});

export const seedPrescriptions = seeded<AnyRecord>("prescriptions", (size) => {
  const random = createRandom(`prescriptions:${size}`);
  const stores = seedStores(size);
  const eye = () => {
    const sph = random.chance(0.75) ? random.step(-6, -0.25, 0.25) : random.step(0.25, 4, 0.25);
    return {
      sph,
      cyl: random.chance(0.6) ? random.step(-2.5, -0.25, 0.25) : 0,
      axis: random.int(1, 180),
      add: 0,
    };
  };
  const rows: AnyRecord[] = [];
  customersOf(size).forEach((customer) => {
    const count = random.chance(0.2) ? 2 : 1;
    const age = 2025 - Number(customer.birthDate.slice(0, 4));
    for (let k = 0; k < count; k++) {
      const right = eye();
      const left = eye();
      if (age >= 40) {
        const add = random.step(0.75, 2.75, 0.25);
        right.add = add;
        left.add = add;
      }
      const createdMs = anchor() - random.int(1, 700) * DAY;
      rows.push({
        prescriptionId: `rx-${rows.length + 1}`,
        userId: customer.userId,
        customerName: customer.name,
        right,
        left,
        pd: random.int(56, 70),
        age,
        notes: k ? "Follow-up test" : "",
        examinedAt: iso(createdMs),
        storeId: random.pick(stores).storeId,
        createdAt: iso(createdMs),
        updatedAt: iso(createdMs),
      });
    }
  });
  return rows;
});

export const seedChangeLogs = seeded<ChangeLog>("changeLogs", (size) => {
  const random = createRandom("changeLogs");
  const by = [
    { userId: "usr-admin", name: "Alice Admin" },
    { userId: "usr-catalog", name: "Citra Katalog" },
    { userId: "usr-manager", name: "Made Putra Manajer" },
  ];
  const rows: ChangeLog[] = [];
  const add = (
    entity: ChangeLog["entity"],
    entityId: string,
    entityName: string,
    action: ChangeLog["action"],
    changes: ChangeLog["changes"],
    days: number,
  ) => {
    const at = daysAgo(days, random.int(0, 80_000) * 1000);
    rows.push({
      id: `chg-${rows.length + 1}`,
      entity,
      entityId,
      entityName,
      action,
      changedBy: random.pick(by),
      changes,
      createdAt: at,
      updatedAt: at,
    });
  };
  seedProducts(size)
    .slice(0, 40)
    .forEach((product, i) => {
      add(
        "product",
        product.productId,
        product.productName,
        "CREATE",
        [
          { field: "productName", before: null, after: product.productName },
          { field: "price", before: null, after: product.price },
        ],
        60 + i,
      );
      if (i % 2 === 0)
        add(
          "product",
          product.productId,
          product.productName,
          "UPDATE",
          [{ field: "price", before: product.price + 50_000, after: product.price }],
          10 + i,
        );
      if (i % 7 === 0)
        add(
          "product",
          product.productId,
          product.productName,
          "UPDATE",
          [{ field: "status", before: "DRAFT", after: product.status }],
          3 + i,
        );
    });
  seedBrands(size).forEach((brand, i) =>
    add(
      "brand",
      brand.brandId,
      brand.brandName,
      "UPDATE",
      [{ field: "description", before: "", after: brand.description }],
      30 + i,
    ),
  );
  seedStores(size).forEach((store, i) =>
    add(
      "store",
      store.storeId,
      store.storeName,
      "UPDATE",
      [{ field: "phone", before: "+62 21 0000 0000", after: store.phone }],
      20 + i,
    ),
  );
  seedTransactions(size)
    .slice(0, 30)
    .forEach((trx, i) =>
      add(
        "transaction",
        trx.transactionId,
        trx.transactionCode,
        "UPDATE",
        [{ field: "status", before: "PAID", after: trx.status }],
        1 + (i % 10),
      ),
    );
  return rows;
});

import { config } from "@/config";
import { db } from "../db";
import type { AnyRecord } from "../db/collection";
import { validateSpecifications, defaultSpecifications } from "../db/specifications";
import type { Brand, Product, ProductType, Role, Store, Transaction, User } from "../db/types";
import { BANNER_TYPES } from "../db/seed/more";
import { changeLogArea, mayReadChangeLogs, resource } from "../lib/crud";
import { nowIso, roleOf } from "../lib/profile";
import { listCollection } from "../lib/query";
import { badRequest, conflict, forbidden, me, route, type RouteContext } from "../lib/route";
import { checkEmail, isBlank, PHONE, requireFields, type Errors } from "../lib/validate";

/** The resource areas (generic CRUD of api-conventions.md) with their validation. */
const unique = <T extends AnyRecord>(
  rows: readonly T[],
  field: string,
  value: unknown,
  idField: string,
  id: unknown,
) =>
  !rows.some(
    (row) =>
      row[idField] !== id &&
      String(row[field] ?? "").toLowerCase() === String(value ?? "").toLowerCase(),
  );

const oneOf = (value: unknown, options: readonly string[], field: string, errors: Errors) => {
  if (!isBlank(value) && !options.includes(String(value)))
    errors[field] = `Choose one of: ${options.join(", ")}.`;
};
const nonNegative = (value: unknown, field: string, errors: Errors, label: string) => {
  if (isBlank(value)) return;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    errors[field] = `${label} must be a number of 0 or more.`;
};
const dateOrder = (record: AnyRecord, errors: Errors, start = "startAt", end = "endAt") => {
  if (record[start] && record[end] && String(record[end]) < String(record[start]))
    errors[end] = "The end must be after the start.";
};

// --- catalogue --------------------------------------------------------------------------
const brandName = (brandId: string) => db.brands.get(brandId)?.brandName ?? "";

const brands = resource<Brand>({
  path: "/product/brands",
  collection: db.brands,
  area: "BRAND",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  openList: true,
  entity: "brand",
  labelField: "brandName",
  readOnly: ["storeCount", "productCount"],
  defaults: () => ({ logoUrl: "", description: "", isActive: true }),
  prepare: (record) => ({
    ...record,
    brandName: String(record.brandName ?? "").trim(),
    brandCode: String(record.brandCode ?? "")
      .trim()
      .toUpperCase(),
  }),
  validate: (record) => {
    const errors = requireFields(record, { brandName: "Brand name", brandCode: "Brand code" });
    if (!errors.brandCode && !/^[A-Z]{4}$/.test(record.brandCode))
      errors.brandCode = "The brand code must be exactly four letters.";
    else if (
      !errors.brandCode &&
      !unique(db.brands.all(), "brandCode", record.brandCode, "brandId", record.brandId)
    )
      errors.brandCode = "This brand code is already used.";
    if (
      !errors.brandName &&
      !unique(db.brands.all(), "brandName", record.brandName, "brandId", record.brandId)
    )
      errors.brandName = "This brand name is already used.";
    return errors;
  },
  present: (brand) => ({
    ...brand,
    storeCount: db.stores.filter((store) => store.companyBrandId === brand.brandId).length,
    productCount: db.products.filter((product) => product.brandId === brand.brandId).length,
  }),
});

const stores = resource<Store>({
  path: "/stores",
  collection: db.stores,
  area: "STORE",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  openList: true,
  entity: "store",
  labelField: "storeName",
  readOnly: ["brandName"],
  defaults: () => ({
    services: [],
    isActive: true,
    openingHours: [],
    coordinates: { lat: -6.2, lng: 106.8 },
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      storeName: "Store name",
      companyBrandId: "Brand",
      storeCode: "Store code",
    });
    if (record.companyBrandId && !db.brands.get(record.companyBrandId))
      errors.companyBrandId = "This brand does not exist.";
    if (
      record.storeCode &&
      !unique(db.stores.all(), "storeCode", record.storeCode, "storeId", record.storeId)
    )
      errors.storeCode = "This store code is already used.";
    checkEmail(record.email, "email", errors);
    if (!isBlank(record.phone) && !PHONE.test(String(record.phone)))
      errors.phone = "Please enter a valid phone number.";
    const address = (record.address ?? {}) as Partial<Store["address"]>;
    for (const field of ["province", "city", "street"] as const)
      if (isBlank(address[field])) errors[`address.${field}`] = "Required.";
    if (!isBlank(address.postalCode) && !/^\d{5}$/.test(String(address.postalCode)))
      errors["address.postalCode"] = "A postal code has five digits.";
    const { lat, lng } = (record.coordinates ?? {}) as { lat?: unknown; lng?: unknown };
    if (typeof lat !== "number" || lat < -90 || lat > 90)
      errors["coordinates.lat"] = "Latitude between -90 and 90.";
    if (typeof lng !== "number" || lng < -180 || lng > 180)
      errors["coordinates.lng"] = "Longitude between -180 and 180.";
    return errors;
  },
  present: (store) => ({ ...store, brandName: brandName(store.companyBrandId) }),
});

const categories = resource({
  path: "/product-categories",
  collection: db.categories,
  area: "PRODUCT_CATEGORY",
  defaults: () => ({ parentId: null, order: 0, isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, { categoryName: "Category name" });
    if (
      record.parentId &&
      (!db.categories.get(record.parentId) || record.parentId === record.categoryId)
    )
      errors.parentId = "Choose another parent category.";
    return errors;
  },
});

const PRODUCT_TYPES: ProductType[] = [
  "GENERAL",
  "VOUCHER",
  "FILE_DIGITAL",
  "SHARED_URL",
  "OTHER",
  "LENSA",
  "FRAME",
  "ADD_ONS",
  "BUNDLING",
];

const products = resource<Product>({
  path: "/products",
  collection: db.products,
  area: "PRODUCT",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  entity: "product",
  labelField: "productName",
  readOnly: ["brandName"],
  beforeDelete: (product) => {
    const bundle = db.products
      .all()
      .find((other) => other.bundleItems?.some((item) => item.productId === product.productId));
    if (bundle) {
      throw conflict(
        `${product.productName} is part of the bundle ${bundle.productName}: remove it from the bundle first.`,
      );
    }
  },
  defaults: () => ({
    description: "",
    images: [],
    salePrice: null,
    status: "DRAFT",
    stocks: [],
    variants: [],
    bundleItems: [],
    model3dUrl: null,
  }),
  prepare: (record, existing) => {
    const type = record.productType;
    const typeChanged = existing && existing.productType !== type;
    const specifications =
      record.specifications === undefined ||
      (typeChanged && record.specifications === existing.specifications)
        ? defaultSpecifications(type)
        : record.specifications;
    return {
      ...record,
      productName: String(record.productName ?? "").trim(),
      sku: String(record.sku ?? "").trim(),
      specifications,
    };
  },
  validate: (record, existing) => {
    const errors = requireFields(record, {
      productName: "Product name",
      sku: "SKU",
      productType: "Product type",
      brandId: "Brand",
      price: "Price",
    });
    if (record.productType && !PRODUCT_TYPES.includes(record.productType))
      errors.productType = "Unknown product type.";
    else if (
      !existing &&
      record.productType &&
      !(config.product.creatableTypes as readonly string[]).includes(record.productType)
    )
      errors.productType = `New products are one of: ${config.product.creatableTypes.join(", ")}.`;
    if (record.brandId && !db.brands.get(record.brandId))
      errors.brandId = "This brand does not exist.";
    if (record.sku && !unique(db.products.all(), "sku", record.sku, "productId", record.productId))
      errors.sku = "This SKU is already used.";
    nonNegative(record.price, "price", errors, "Price");
    nonNegative(record.salePrice, "salePrice", errors, "Sale price");
    if (
      typeof record.salePrice === "number" &&
      typeof record.price === "number" &&
      record.salePrice > record.price
    )
      errors.salePrice = "The sale price must not exceed the price.";
    oneOf(record.status, ["DRAFT", "ACTIVE", "INACTIVE"], "status", errors);
    if (!Array.isArray(record.images)) errors.images = "Images must be a list of URLs.";
    (Array.isArray(record.stocks) ? record.stocks : []).forEach((stock, i) => {
      if (!db.stores.get(stock?.storeId))
        errors[`stocks.${i}.storeId`] = "This store does not exist.";
      nonNegative(stock?.qty, `stocks.${i}.qty`, errors, "Quantity");
    });
    (Array.isArray(record.variants) ? record.variants : []).forEach((variant, i) => {
      if (isBlank(variant?.color)) errors[`variants.${i}.color`] = "Colour is required.";
      if (isBlank(variant?.sku)) errors[`variants.${i}.sku`] = "Variant SKU is required.";
      nonNegative(variant?.stock, `variants.${i}.stock`, errors, "Stock");
    });
    if (record.productType === "BUNDLING") {
      const items = Array.isArray(record.bundleItems) ? record.bundleItems : [];
      items.forEach((item, i) => {
        const product = db.products.get(item?.productId);
        if (!product || product.productType === "BUNDLING")
          errors[`bundleItems.${i}.productId`] = "Choose an existing product that is not a bundle.";
        else if (
          Array.isArray((item as AnyRecord).variantIds) &&
          (item as AnyRecord).variantIds.length > 1
        )
          errors[`bundleItems.${i}.variantId`] = "Only one variant per bundle item.";
        else if (
          item.variantId &&
          !product.variants.some((variant) => variant.variantId === item.variantId)
        )
          errors[`bundleItems.${i}.variantId`] = "This variant does not belong to the product.";
      });
    }
    if (record.productType)
      Object.assign(errors, validateSpecifications(record.productType, record.specifications));
    return errors;
  },
  present: (product) => ({ ...product, brandName: brandName(product.brandId) }),
});

const transactions = resource<Transaction>({
  path: "/transactions",
  collection: db.transactions,
  area: "TRANSACTION",
  operations: ["list", "show", "update"],
  entity: "transaction",
  labelField: "transactionCode",
  readOnly: [
    "transactionCode",
    "customerId",
    "customerName",
    "customerEmail",
    "items",
    "subtotal",
    "total",
    "paymentCode",
    "brandId",
    "storeName",
  ],
  validate: (record) => {
    const errors: Errors = {};
    oneOf(
      record.status,
      [
        "WAITING_PAYMENT",
        "PAID",
        "PROCESSED",
        "SHIPPED",
        "DELIVERED",
        "COMPLETED",
        "CANCELLED",
        "EXPIRED",
        "REFUNDED",
      ],
      "status",
      errors,
    );
    if (
      record.status === "SHIPPED" &&
      record.deliveryType === "DELIVERY" &&
      isBlank(record.trackingNumber)
    )
      errors.trackingNumber = "A shipped delivery needs a tracking number.";
    return errors;
  },
});

// --- promotions and loyalty ---------------------------------------------------------------
const vouchers = resource({
  path: "/vouchers",
  collection: db.vouchers,
  area: "VOUCHER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    description: "",
    maxDiscount: null,
    minPurchase: 0,
    used: 0,
    productIds: [],
    isActive: true,
  }),
  prepare: (record) => ({
    ...record,
    voucherCode: String(record.voucherCode ?? "")
      .trim()
      .toUpperCase(),
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      voucherCode: "Voucher code",
      voucherName: "Voucher name",
      brandId: "Brand",
      discountType: "Discount type",
      discountValue: "Discount value",
      quota: "Quota",
      startAt: "Start",
      endAt: "End",
    });
    const brand = db.brands.get(record.brandId);
    if (record.brandId && !brand) errors.brandId = "This brand does not exist.";
    if (brand && record.voucherCode && !String(record.voucherCode).startsWith(brand.brandCode))
      errors.voucherCode = `The code must start with the brand code ${brand.brandCode}.`;
    if (
      record.voucherCode &&
      !unique(db.vouchers.all(), "voucherCode", record.voucherCode, "voucherId", record.voucherId)
    )
      errors.voucherCode = "This voucher code is already used.";
    oneOf(record.discountType, ["PERCENTAGE", "AMOUNT"], "discountType", errors);
    nonNegative(record.discountValue, "discountValue", errors, "Discount value");
    if (
      record.discountType === "PERCENTAGE" &&
      typeof record.discountValue === "number" &&
      record.discountValue > 100
    )
      errors.discountValue = "A percentage is at most 100.";
    nonNegative(record.quota, "quota", errors, "Quota");
    dateOrder(record, errors);
    return errors;
  },
});

const pointsOnly = (record: AnyRecord, errors: Errors) => {
  if (record.requirementType !== config.rewardRequirementType)
    errors.requirementType = "The requirement type is POINT only.";
};

const loyalty = resource({
  path: "/loyalty",
  collection: db.loyalty,
  area: "LOYALTY",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    requirementType: "POINT",
    requirementValue: 0,
    pointMultiplier: 1,
    pointPerAmount: 10_000,
    description: "",
    isActive: true,
  }),
  validate: (record) => {
    const errors = requireFields(record, { loyaltyName: "Name", startAt: "Start", endAt: "End" });
    pointsOnly(record, errors);
    nonNegative(record.requirementValue, "requirementValue", errors, "Required points");
    nonNegative(record.pointMultiplier, "pointMultiplier", errors, "Multiplier");
    dateOrder(record, errors);
    return errors;
  },
});

const rewards = resource({
  path: "/rewards",
  collection: db.rewards,
  area: "REWARD",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({
    requirementType: "POINT",
    description: "",
    claimed: 0,
    voucherId: null,
    productId: null,
    isActive: true,
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      rewardName: "Name",
      pointCost: "Point cost",
      stock: "Stock",
      rewardType: "Reward type",
    });
    pointsOnly(record, errors);
    oneOf(record.rewardType, ["VOUCHER", "PRODUCT"], "rewardType", errors);
    if (record.rewardType === "VOUCHER" && !db.vouchers.get(record.voucherId))
      errors.voucherId = "Choose an existing voucher.";
    if (record.rewardType === "PRODUCT" && !db.products.get(record.productId))
      errors.productId = "Choose an existing product.";
    nonNegative(record.pointCost, "pointCost", errors, "Point cost");
    nonNegative(record.stock, "stock", errors, "Stock");
    return errors;
  },
});

const walletPointChange = (kind: "addPoint" | "removePoint") =>
  route({
    method: "post",
    path: `/wallet-points/${kind === "addPoint" ? "add-point" : "remove-point"}`,
    area: "WALLET_POINT",
    action: kind,
    handler: async (ctx) => {
      const body = await ctx.body<AnyRecord>();
      const errors = requireFields(body, {
        userId: "Customer",
        points: "Points",
        description: "Reason",
      });
      const customer = db.users.get(String(body.userId ?? ""));
      if (body.userId && (!customer || customer.userType !== "CUSTOMER"))
        errors.userId = "Choose an existing customer.";
      if (
        !errors.points &&
        (typeof body.points !== "number" || !Number.isInteger(body.points) || body.points <= 0)
      )
        errors.points = "Points must be a whole number above 0.";
      const history = db.walletPoints
        .filter((row) => row.userId === body.userId)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const balance = Number(history[0]?.balanceAfter ?? 0);
      if (!errors.points && kind === "removePoint" && Number(body.points) > balance)
        errors.points = `The customer has only ${balance} points.`;
      if (Object.keys(errors).length) throw badRequest(errors);
      const at = nowIso();
      const points = Number(body.points);
      return db.walletPoints.insert({
        wpId: db.walletPoints.newId(),
        userId: customer!.userId,
        customerName: customer!.name,
        type: kind === "addPoint" ? "ADD" : "REMOVE",
        points,
        balanceAfter: kind === "addPoint" ? balance + points : balance - points,
        description: String(body.description),
        transactionId: null,
        createdAt: at,
        updatedAt: at,
      });
    },
  });

const walletPoints = resource({
  path: "/wallet-points",
  collection: db.walletPoints,
  area: "WALLET_POINT",
  operations: ["list", "show"],
  extra: [walletPointChange("addPoint"), walletPointChange("removePoint")],
});

// --- banners ------------------------------------------------------------------------------------
const validateBanner = (record: AnyRecord) => {
  const errors = requireFields(record, {
    title: "Title",
    bannerType: "Banner type",
    imageUrl: "Image",
    startAt: "Start",
    endAt: "End",
  });
  oneOf(record.bannerType, BANNER_TYPES, "bannerType", errors);
  if (record.bannerType === "PRODUCT" && !db.products.get(record.productId))
    errors.productId = "Choose an existing product.";
  if (record.bannerType === "VOUCHER" && !db.vouchers.get(record.voucherId))
    errors.voucherId = "Choose an existing voucher.";
  if (record.bannerType === "URL" && !/^https?:\/\/\S+$/.test(String(record.url ?? "")))
    errors.url = "Enter a URL starting with http:// or https://.";
  if (record.bannerType === "CUSTOM" && isBlank(record.content))
    errors.content = "Content is required.";
  dateOrder(record, errors);
  return errors;
};
const bannerDefaults = () => ({
  productId: null,
  voucherId: null,
  url: null,
  content: null,
  order: 0,
  isActive: true,
});
const banners = resource({
  path: "/banners",
  collection: db.banners,
  area: "BANNER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  scope: (row, ctx) => (ctx.query.has("isPopup") ? true : !row.isPopup),
  defaults: () => ({ ...bannerDefaults(), isPopup: false }),
  validate: validateBanner,
});
const popupBanners = resource({
  path: "/popup-banners",
  collection: db.banners,
  area: "BANNER",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  scope: (row) => row.isPopup === true,
  defaults: bannerDefaults,
  forced: () => ({ isPopup: true }),
  validate: validateBanner,
});

// --- configuration ------------------------------------------------------------------------------
const faqGroups = resource({
  path: "/faq-groups",
  collection: db.faqGroups,
  area: "FAQ_GROUP",
  defaults: () => ({ order: 0, isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, { groupName: "Group name" });
    if (
      record.groupName &&
      !unique(db.faqGroups.all(), "groupName", record.groupName, "faqGroupId", record.faqGroupId)
    )
      errors.groupName = "This group already exists.";
    return errors;
  },
});
const faqs = resource({
  path: "/faqs",
  collection: db.faqs,
  area: "FAQ",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ order: 0, isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, {
      faqGroupId: "FAQ group",
      question: "Question",
      answer: "Answer",
    });
    if (record.faqGroupId && !db.faqGroups.get(record.faqGroupId))
      errors.faqGroupId = "Choose an existing FAQ group.";
    return errors;
  },
});

const SETTINGS_AREAS: Record<string, string> = {
  TRANSACTION_SETTING: "TRANSACTION_SETTING",
  SHIPMENT_SETTING: "SHIPMENT_SETTING",
  WEB_CONTENT_SETTING: "WEB_CONTENT_SETTING",
  OMNICARE_LINK_SETTING: "OMNICARE_LINK_SETTING",
  CONSTANTS_SETTING: "CONSTANTS_SETTING",
};
const appConfigs = resource({
  path: "/app-configs",
  collection: db.appConfigs,
  // Every settings area needs the same APP_CONFIG codes; TRANSACTION_SETTING stands for them all.
  area: (ctx: RouteContext) =>
    SETTINGS_AREAS[ctx.query.get("group") ?? ""] ?? "TRANSACTION_SETTING",
  operations: ["list", "show", "create", "update"],
  actions: { create: "edit" },
  readOnly: ["key"],
  prepare: (record, existing) =>
    existing
      ? record
      : {
          ...record,
          configId: String(record.key ?? "").trim() || record.configId,
          key: String(record.key ?? "").trim(),
        },
  validate: (record, existing) => {
    const errors = requireFields(record, { group: "Group" });
    if (!existing) {
      if (isBlank(record.key)) errors.key = "Key is required.";
      else if (db.appConfigs.get(record.key)) errors.key = "This key already exists.";
    }
    if (record.value === undefined) errors.value = "Value is required.";
    oneOf(record.group, Object.keys(SETTINGS_AREAS), "group", errors);
    if (record.key === "TRX_ALLOW_ZERO_PAYMENT")
      oneOf(record.value, ["ALLOWED", "NOT_ALLOWED"], "value", errors);
    if (record.key === "NEW_TRANSACTION_CALCULATION_FORMULAS")
      oneOf(record.value, ["STANDARD", "ADVANCED"], "value", errors);
    if (
      [
        "TRX_CODE_NUMERIC_LENGTH",
        "PAYMENT_CODE_NUMERIC_LENGTH",
        "TRX_PAYMENT_EXPIRY_IN_MINUTES",
      ].includes(record.key) &&
      (!Number.isInteger(record.value) || record.value < 1)
    )
      errors.value = "Enter a whole number above 0.";
    if (
      ["COURIER_EXPRESS", "COURIER_INSTANT"].includes(record.key) &&
      (!Array.isArray(record.value) ||
        record.value.some((item: unknown) => !/^[a-z_]+\.[a-z_]+$/.test(String(item))))
    )
      errors.value = "A list of aggregator.code values, e.g. biteship.jne.";
    return errors;
  },
});

// --- payment ------------------------------------------------------------------------------------
const paymentAccounts = resource({
  path: "/payment-accounts",
  collection: db.paymentAccounts,
  area: "PAYMENT_ACCOUNT",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ branch: "", isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, {
      bankName: "Bank",
      accountName: "Account name",
      accountNumber: "Account number",
      brandId: "Brand",
    });
    if (record.accountNumber && !/^\d{6,20}$/.test(String(record.accountNumber)))
      errors.accountNumber = "An account number has 6 to 20 digits.";
    if (record.brandId && !db.brands.get(record.brandId))
      errors.brandId = "This brand does not exist.";
    return errors;
  },
});
const paymentChannels = resource({
  path: "/payment-channels",
  collection: db.paymentChannels,
  area: "PAYMENT_CHANNEL",
  operations: ["list", "show", "create", "update", "delete", "archive"],
  defaults: () => ({ fee: 0, feeType: "FLAT", order: 0, isActive: true }),
  prepare: (record) => ({
    ...record,
    channelCode: String(record.channelCode ?? "")
      .trim()
      .toUpperCase(),
  }),
  validate: (record) => {
    const errors = requireFields(record, {
      channelName: "Channel name",
      channelCode: "Channel code",
      channelType: "Channel type",
      provider: "Provider",
    });
    oneOf(
      record.channelType,
      ["VIRTUAL_ACCOUNT", "EWALLET", "QRIS", "CARD", "OFFLINE"],
      "channelType",
      errors,
    );
    oneOf(record.feeType, ["FLAT", "PERCENTAGE"], "feeType", errors);
    nonNegative(record.fee, "fee", errors, "Fee");
    if (
      record.channelCode &&
      !unique(
        db.paymentChannels.all(),
        "channelCode",
        record.channelCode,
        "paymentChannelId",
        record.paymentChannelId,
      )
    )
      errors.channelCode = "This channel code is already used.";
    return errors;
  },
});

// --- notifications ---------------------------------------------------------------------------
const templateMessages = resource({
  path: "/template-messages",
  collection: db.templateMessages,
  area: "TEMPLATE_MESSAGE",
  operations: ["list", "show", "update"],
  readOnly: ["channel", "event", "variables"],
  validate: (record) => {
    const errors = requireFields(record, { templateName: "Name", body: "Body" });
    if (record.channel === "email" && isBlank(record.subject))
      errors.subject = "Subject is required.";
    if (record.channel === "push_notification" && isBlank(record.title))
      errors.title = "Title is required.";
    const unknown = [...String(record.body ?? "").matchAll(/\{\{(\w+)\}\}/g)]
      .map((match) => match[1])
      .filter((name) => !(record.variables ?? []).includes(name));
    if (unknown.length) errors.body = `Unknown placeholder: ${unknown.join(", ")}.`;
    return errors;
  },
});
const notifications = resource({
  path: "/notifications",
  collection: db.notifications,
  area: "NOTIFICATION",
  operations: ["list", "show", "create", "update"],
  defaults: () => ({ message: "", type: "PUSH", platform: "android", readByUserAt: null }),
  validate: (record) => {
    const errors = requireFields(record, { title: "Title", receiverUserId: "Receiver" });
    if (record.receiverUserId && !db.users.get(record.receiverUserId))
      errors.receiverUserId = "This user does not exist.";
    return errors;
  },
});
const notificationSchedules = resource({
  path: "/notification-schedules",
  collection: db.notificationSchedules,
  area: "NOTIFICATION_SCHEDULE",
  defaults: () => ({
    status: "SCHEDULED",
    repeat: "NONE",
    target: "ALL_CUSTOMERS",
    segment: null,
    sentAt: null,
  }),
  validate: (record, existing) => {
    const errors = requireFields(record, {
      title: "Title",
      message: "Message",
      channel: "Channel",
      scheduledAt: "Schedule time",
    });
    oneOf(record.channel, ["email", "push_notification"], "channel", errors);
    oneOf(record.status, ["SCHEDULED", "SENT", "CANCELLED"], "status", errors);
    oneOf(record.repeat, ["NONE", "DAILY", "WEEKLY", "MONTHLY"], "repeat", errors);
    if (
      record.scheduledAt &&
      (!existing || existing.scheduledAt !== record.scheduledAt) &&
      Date.parse(record.scheduledAt) < Date.now()
    )
      errors.scheduledAt = "The schedule time must be in the future.";
    if (existing?.status === "SENT" && record.status !== "SENT")
      errors.status = "A sent schedule cannot change.";
    return errors;
  },
});

// --- users ---------------------------------------------------------------------------------------
const isCustomerRole = (roleId: unknown) =>
  roleId === config.customerRoleId ||
  ["rol-dealer-owner", "rol-dealer-personnel"].includes(String(roleId));
const userArea = (ctx: RouteContext) => {
  const id = ctx.params.id;
  if (id) return db.users.get(id)?.userType === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
  const type = ctx.query.get("userType");
  if (type) return type === "CUSTOMER" ? "CUSTOMER" : "ADMIN";
  return isCustomerRole(ctx.query.get("roleId")) ? "CUSTOMER" : "ADMIN";
};

const users = resource<User>({
  path: "/users",
  collection: db.users,
  area: userArea,
  readOnly: ["userType", "lastLoginAt", "password", "role", "name"],
  defaults: () => ({
    middleName: "",
    lastName: "",
    phone: "",
    photoUrl: "",
    gender: "MALE",
    birthDate: "",
    address: null,
    isActive: true,
    lastLoginAt: null,
  }),
  prepare: (record) => {
    const firstName = String(record.firstName ?? "").trim();
    const middleName = String(record.middleName ?? "").trim();
    const lastName = String(record.lastName ?? "").trim();
    return {
      ...record,
      firstName,
      middleName,
      lastName,
      email: String(record.email ?? "")
        .trim()
        .toLowerCase(),
      name: [firstName, middleName, lastName].filter(Boolean).join(" "),
      userType: isCustomerRole(record.roleId) ? "CUSTOMER" : "ADMIN",
    };
  },
  validate: (record, existing, ctx) => {
    const errors = requireFields(record, {
      firstName: "First name",
      email: "Email",
      roleId: "Role",
    });
    checkEmail(record.email, "email", errors);
    if (
      record.email &&
      !errors.email &&
      !unique(db.users.all(), "email", record.email, "userId", record.userId)
    )
      errors.email = "This email is already registered.";
    if (record.roleId && !db.roles.get(record.roleId)) errors.roleId = "This role does not exist.";
    if (!isBlank(record.phone) && !PHONE.test(String(record.phone)))
      errors.phone = "Please enter a valid phone number.";
    if (existing && existing.userId === me(ctx).user.userId && existing.roleId !== record.roleId)
      errors.roleId = "You cannot change your own role.";
    const area = userArea(ctx);
    if (ctx.request.method === "POST" && (area === "CUSTOMER") !== (record.userType === "CUSTOMER"))
      errors.roleId =
        area === "CUSTOMER"
          ? "A customer has the customer role."
          : "An admin cannot have the customer role.";
    return errors;
  },
  afterWrite: (record, body, existing) => {
    if (!existing && typeof body.password === "string" && body.password) {
      db.credentials.insert({
        userId: record.userId,
        email: record.email,
        password: body.password,
        passwordExpiredAt: new Date(Date.now() + 180 * 86_400_000).toISOString(),
        updatedAt: nowIso(),
      });
    } else if (existing && existing.email !== record.email && db.credentials.get(record.userId)) {
      db.credentials.update(record.userId, { email: record.email });
    }
  },
  present: (user) => ({ ...user, role: { roleId: user.roleId, roleName: roleOf(user).roleName } }),
});

const roles = resource<Role>({
  path: "/roles",
  collection: db.roles,
  area: "ROLE",
  operations: ["list", "show", "create", "update", "archive"],
  defaults: () => ({ description: "", permissions: [], isActive: true }),
  validate: (record) => {
    const errors = requireFields(record, { roleName: "Role name" });
    if (
      record.roleName &&
      !unique(db.roles.all(), "roleName", record.roleName, "roleId", record.roleId)
    )
      errors.roleName = "This role name is already used.";
    if (
      !Array.isArray(record.permissions) ||
      record.permissions.some(
        (code) => typeof code !== "string" || !/^[A-Z_]+(\.[A-Z_]+)?$/.test(code),
      )
    )
      errors.permissions = "Permissions are codes like PRODUCT.LIST.";
    return errors;
  },
});

const userDevices = resource({
  path: "/user-devices",
  collection: db.userDevices,
  area: "USER_DEVICE",
  operations: ["list", "show"],
});

const prescriptions = resource({
  path: "/prescriptions",
  collection: db.prescriptions,
  area: "PRESCRIPTION",
  actions: { list: "list" },
  validate: (record) => {
    const errors = requireFields(record, { userId: "Customer", examinedAt: "Examination date" });
    if (record.userId && db.users.get(record.userId)?.userType !== "CUSTOMER")
      errors.userId = "Choose an existing customer.";
    for (const side of ["right", "left"] as const) {
      const eye = (record[side] ?? {}) as AnyRecord;
      if (typeof eye.sph !== "number" || eye.sph < -20 || eye.sph > 20)
        errors[`${side}.sph`] = "SPH between -20 and 20.";
      if (typeof eye.cyl !== "number" || eye.cyl < -10 || eye.cyl > 10)
        errors[`${side}.cyl`] = "CYL between -10 and 10.";
      if (typeof eye.axis !== "number" || eye.axis < 0 || eye.axis > 180)
        errors[`${side}.axis`] = "AXIS between 0 and 180.";
      if (typeof eye.add !== "number" || eye.add < 0 || eye.add > 4)
        errors[`${side}.add`] = "ADD between 0 and 4.";
    }
    return errors;
  },
});

// --- change logs across an entity ----------------------------------------------------------------
const ENTITIES = ["product", "brand", "store", "transaction"] as const;
const changeLogs = route({
  method: "get",
  path: "/change-logs",
  handler: (ctx) => {
    const auth = me(ctx);
    const entity = ctx.query.get("entity");
    const wanted = entity
      ? ENTITIES.filter((item) => item === entity)
      : ENTITIES.filter((item) => mayReadChangeLogs(auth, item));
    if (entity && !wanted.length) return { results: [], count: 0 };
    if (entity && !mayReadChangeLogs(auth, entity))
      throw forbidden(
        `You do not have permission to do this. Missing permission: ${changeLogArea(entity)}.`,
      );
    const allowed = new Set<string>(wanted);
    return listCollection(db.changeLogs, ctx.query, {
      scope: (row) => allowed.has(row.entity),
      skip: ["entity"],
    });
  },
});

export const handlers = [
  ...brands,
  ...stores,
  ...categories,
  ...products,
  ...transactions,
  ...vouchers,
  ...loyalty,
  ...rewards,
  ...walletPoints,
  ...banners,
  ...popupBanners,
  ...faqGroups,
  ...faqs,
  ...appConfigs,
  ...paymentAccounts,
  ...paymentChannels,
  ...templateMessages,
  ...notifications,
  ...notificationSchedules,
  ...users,
  ...roles,
  ...userDevices,
  ...prescriptions,
  changeLogs,
];

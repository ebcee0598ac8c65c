/** Record types of the demo database (the shapes docs/api.md documents). */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface Role extends Timestamps {
  roleId: string;
  roleName: string;
  description: string;
  permissions: string[];
  isActive: boolean;
  isArchived: boolean;
}

export interface Address {
  province: string;
  city: string;
  district: string;
  subDistrict: string;
  postalCode: string;
  street: string;
}

export interface User extends Timestamps {
  userId: string;
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  photoUrl: string;
  roleId: string;
  /** ADMIN for staff, CUSTOMER for customers (the two lists of spec 2.2). */
  userType: "ADMIN" | "CUSTOMER";
  gender: "MALE" | "FEMALE";
  birthDate: string;
  address: Address | null;
  isActive: boolean;
  lastLoginAt: string | null;
}

export interface Credential {
  userId: string;
  email: string;
  password: string;
  passwordExpiredAt: string;
  updatedAt: string;
}

export interface OutletRef {
  storeId: string;
  storeName: string;
  companyBrandId: string;
}

export interface SubRole extends Timestamps {
  subRoleId: string;
  userId: string;
  type: "BRAND" | "STORE";
  roleName: string;
  brandId: string;
  brandName: string;
  stores: OutletRef[];
}

export interface Session {
  sessionId: string;
  userId: string;
  deviceId: string;
  deviceName: string;
  platform: string;
  ip: string;
  userAgent: string;
  timezone: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface ResetSession {
  sessionId: string;
  userId: string;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface OutboxMail {
  mailId: string;
  to: string;
  subject: string;
  link: string;
  body: string;
  createdAt: string;
}

export interface Activity {
  activityId: string;
  userId: string;
  email: string;
  activityType: "LOGIN" | "LOGOUT" | "PAGEVIEW";
  pageUrl: string;
  userAgent: string;
  isSuccess: boolean;
  errorMessage: string;
  createdAt: string;
}

export interface FavoriteMenu {
  key: string;
  menu: string;
}

export interface FavoriteMenus extends Timestamps {
  userId: string;
  menus: FavoriteMenu[];
}

export interface Notification extends Timestamps {
  id: string;
  title: string;
  message: string;
  type: string;
  platform: string;
  receiverUserId: string;
  readByUserAt: string | null;
}

export interface Brand extends Timestamps {
  brandId: string;
  brandName: string;
  brandCode: string;
  logoUrl: string;
  description: string;
  isActive: boolean;
  isArchived: boolean;
}

export interface OpeningHours {
  day: "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
  open: string;
  close: string;
  closed: boolean;
}

export interface Store extends Timestamps {
  storeId: string;
  storeName: string;
  companyBrandId: string;
  storeCode: string;
  address: Address;
  phone: string;
  email: string;
  openingHours: OpeningHours[];
  coordinates: { lat: number; lng: number };
  services: string[];
  isActive: boolean;
  isArchived: boolean;
}

export interface Category extends Timestamps {
  categoryId: string;
  categoryName: string;
  parentId: string | null;
  order: number;
  isActive: boolean;
}

export type ProductType =
  | "GENERAL"
  | "VOUCHER"
  | "FILE_DIGITAL"
  | "SHARED_URL"
  | "OTHER"
  | "LENSA"
  | "FRAME"
  | "ADD_ONS"
  | "BUNDLING";

export interface Specification {
  key: string;
  label: string;
  value: string | number | { min: number; max: number } | null;
  inputType: "select" | "number" | "range-number";
  isRequired: boolean;
  isDefault: boolean;
  selectOptions?: string[];
  inputProps?: { min?: number; max?: number; step?: number; unit?: string };
}

export interface Product extends Timestamps {
  productId: string;
  productName: string;
  sku: string;
  productType: ProductType;
  brandId: string;
  description: string;
  images: string[];
  price: number;
  salePrice: number | null;
  status: "DRAFT" | "ACTIVE" | "INACTIVE";
  stocks: { storeId: string; qty: number }[];
  variants: { variantId: string; color: string; sku: string; stock: number }[];
  specifications: Specification[];
  bundleItems: { productId: string; variantId: string | null }[];
  model3dUrl: string | null;
  isArchived: boolean;
}

export type TransactionStatus =
  | "WAITING_PAYMENT"
  | "PAID"
  | "PROCESSED"
  | "SHIPPED"
  | "DELIVERED"
  | "COMPLETED"
  | "CANCELLED"
  | "EXPIRED"
  | "REFUNDED";

export interface Transaction extends Timestamps {
  transactionId: string;
  transactionCode: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  storeId: string;
  storeName: string;
  brandId: string;
  status: TransactionStatus;
  paymentMethod: string;
  paymentChannelId: string;
  paymentCode: string;
  items: {
    productId: string;
    productName: string;
    productType: ProductType;
    qty: number;
    price: number;
  }[];
  subtotal: number;
  discount: number;
  shippingCost: number;
  total: number;
  voucherCode: string | null;
  deliveryType: "PICKUP" | "DELIVERY";
  courier: string | null;
  trackingNumber: string | null;
  notes: string;
  paidAt: string | null;
}

export interface ChangeLog {
  id: string;
  entity: "product" | "brand" | "store" | "transaction";
  entityId: string;
  entityName: string;
  action: "CREATE" | "UPDATE" | "ARCHIVE" | "UNARCHIVE" | "DELETE";
  changedBy: { userId: string; name: string };
  changes: { field: string; before: unknown; after: unknown }[];
  createdAt: string;
  updatedAt: string;
}

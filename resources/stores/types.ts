export type Weekday = "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
export const WEEKDAYS: Weekday[] = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];

/** Services a store offers (spec: eye test, pick-up). */
export type StoreService = "EYE_TEST" | "PICKUP";
export const STORE_SERVICES: StoreService[] = ["EYE_TEST", "PICKUP"];

export interface Address {
  province: string;
  city: string;
  district: string;
  subDistrict: string;
  postalCode: string;
  street: string;
}

export interface OpeningHours {
  day: Weekday;
  /** "HH:mm" */
  open: string;
  close: string;
  closed: boolean;
}

export interface Store {
  storeId: string;
  storeName: string;
  companyBrandId: string;
  storeCode: string;
  address: Address;
  phone: string;
  email: string;
  openingHours: OpeningHours[];
  coordinates: { lat: number | null; lng: number | null };
  services: StoreService[];
  isActive: boolean;
  isArchived?: boolean;
  createdAt: string;
  updatedAt: string;
}

export type StoreFormValues = Omit<Store, "storeId" | "createdAt" | "updatedAt" | "isArchived">;

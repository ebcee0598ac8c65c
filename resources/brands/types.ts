/** A brand as the API answers it (docs/api.md). */
export interface Brand {
  brandId: string;
  brandName: string;
  /** Four upper-case letters; later the voucher code prefix. */
  brandCode: string;
  logoUrl: string | null;
  description: string;
  isActive: boolean;
  isArchived?: boolean;
  createdAt: string;
  updatedAt: string;
}

export type BrandFormValues = Pick<
  Brand,
  "brandName" | "brandCode" | "logoUrl" | "description" | "isActive"
>;

/** GET /product/brands/{id}/summary: the brand's stores with their product counts. */
export interface BrandSummary {
  productCount: number;
  productsByType: Record<string, number>;
  productsByStatus: Record<string, number>;
  stores: {
    storeId: string;
    storeName: string;
    storeCode: string;
    city: string;
    isActive: boolean;
    /** Products of the brand with stock in this store. */
    productCount: number;
  }[];
}

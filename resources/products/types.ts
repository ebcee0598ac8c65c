import type { ProductSpecification, ProductType } from "@/lib/catalog/specifications";

export type ProductStatus = "DRAFT" | "ACTIVE" | "INACTIVE";
export const PRODUCT_STATUSES: ProductStatus[] = ["DRAFT", "ACTIVE", "INACTIVE"];

export interface ProductVariant {
  variantId?: string;
  color: string;
  sku: string;
  stock: number;
}

export interface BundleItem {
  productId: string;
  /** One variant per item (allowMultipleVariants is false); null when the product has none. */
  variantId: string | null;
}

export interface Product {
  productId: string;
  productName: string;
  sku: string;
  productType: ProductType;
  brandId: string;
  description: string;
  /** Ordered; the first is the cover. */
  images: string[];
  price: number;
  salePrice: number | null;
  status: ProductStatus;
  stocks: { storeId: string; qty: number }[];
  variants: ProductVariant[];
  specifications: ProductSpecification[];
  bundleItems: BundleItem[];
  /** FRAME only (feature3DModel): a .glb file. */
  model3dUrl: string | null;
  isArchived?: boolean;
  createdAt: string;
  updatedAt: string;
}

export type ProductFormValues = Omit<
  Product,
  "productId" | "createdAt" | "updatedAt" | "isArchived"
>;

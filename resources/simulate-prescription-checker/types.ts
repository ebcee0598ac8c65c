import type { MatchReason, Prescription } from "@/lib/catalog/prescription";
import type { RangeValue } from "@/lib/catalog/specifications";

export interface EyeValues {
  sph?: number | null;
  cyl?: number | null;
  axis?: number | null;
  add?: number | null;
}

export interface PrescriptionValues {
  right: EyeValues;
  left: EyeValues;
  pd?: number | null;
  age?: number | null;
}

export interface SavedPrescription extends Prescription {
  prescriptionId: string;
  examinedAt: string;
  notes?: string;
}

export interface CustomerWithPrescriptions {
  userId: string;
  name: string;
  email: string;
  prescriptions: SavedPrescription[];
}

export interface CheckedLens {
  productId: string;
  productName: string;
  sku: string;
  brandId: string;
  brandName: string;
  status: string;
  specifications: Partial<Record<string, RangeValue | string | number | null>>;
  suitable: boolean;
  reasons: MatchReason[];
}

export interface CheckResult {
  results: CheckedLens[];
  count: number;
  suitableCount: number;
  checked: number;
}

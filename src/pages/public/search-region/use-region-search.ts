import { useEffect, useState } from "react";
import { searchRegions, type Region } from "@providers/data/api";

/** The fields of a region as the address forms use them. */
export interface RegionFields {
  /** The region's id when the API gives one. */
  regionId: string;
  /** The API's level: province, city, district or subDistrict. */
  level: string;
  province: string;
  city: string;
  district: string;
  subDistrict: string;
  postalCode: string;
}

export const MIN_REGION_QUERY = 3;
const DEBOUNCE_MS = 300;

const text = (region: Region, ...keys: string[]) => {
  for (const key of keys) {
    // A backend may name the fields in snake_case: read whichever is there.
    const value = (region as Record<string, unknown>)[key];
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return "";
};

/** Reads a region answer leniently (camelCase or snake_case). */
export function toRegionFields(region: Region): RegionFields {
  return {
    regionId: text(region, "regionId", "id"),
    level: text(region, "level"),
    province: text(region, "province", "provinceName"),
    city: text(region, "city", "cityName"),
    district: text(region, "district", "districtName"),
    subDistrict: text(region, "subDistrict", "subdistrict", "sub_district", "subDistrictName"),
    postalCode: text(region, "postalCode", "postal_code", "zipCode"),
  };
}

/** One line a person reads: "Bangka, Mampang Prapatan, Jakarta Selatan, DKI Jakarta 12730". */
export const regionLabel = (region: RegionFields) =>
  `${[region.subDistrict, region.district, region.city, region.province].filter(Boolean).join(", ")} ${region.postalCode}`.trim();

export interface RegionSearchState {
  regions: RegionFields[];
  loading: boolean;
  error?: string;
}

/** Debounced GET /regions?q= for queries of at least 3 characters; stale answers are dropped. */
export function useRegionSearch(query: string): RegionSearchState {
  const [state, setState] = useState<RegionSearchState>({ regions: [], loading: false });
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < MIN_REGION_QUERY) {
      setState({ regions: [], loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    const timer = setTimeout(() => {
      searchRegions(trimmed).then(
        (results) => current && setState({ regions: results.map(toRegionFields), loading: false }),
        (error: unknown) =>
          current &&
          setState({
            regions: [],
            loading: false,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);
  return state;
}

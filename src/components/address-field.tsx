import { Flex, Input } from "antd";
import { RegionSelect } from "@/pages/public/search-region/region-select";
import type { RegionFields } from "@/pages/public/search-region/use-region-search";
import type { Address } from "@/contract/address";

interface AddressFieldProps {
  id?: string;
  /** The region search's placeholder and the street input's name (each screen's own texts). */
  regionPlaceholder: string;
  streetLabel: string;
  value?: Partial<Address>;
  onChange?: (value: Partial<Address>) => void;
}

const toRegion = (address: Partial<Address> | undefined): RegionFields | undefined =>
  address?.province
    ? {
        regionId: "",
        level: "subDistrict",
        province: address.province,
        city: address.city ?? "",
        district: address.district ?? "",
        subDistrict: address.subDistrict ?? "",
        postalCode: address.postalCode ?? "",
      }
    : undefined;

/**
 * A full Indonesian address (the stores' and the address books'): the region search fills province to
 * postal code; the street is typed.
 */
export function AddressField({
  id,
  value,
  onChange,
  regionPlaceholder,
  streetLabel,
}: AddressFieldProps) {
  return (
    <Flex vertical gap={8}>
      <RegionSelect
        id={id}
        placeholder={regionPlaceholder}
        value={toRegion(value)}
        onChange={(region) =>
          onChange?.({
            ...value,
            province: region?.province ?? "",
            city: region?.city ?? "",
            district: region?.district ?? "",
            subDistrict: region?.subDistrict ?? "",
            postalCode: region?.postalCode ?? "",
          })
        }
      />
      <Input
        aria-label={streetLabel}
        placeholder={streetLabel}
        value={value?.street}
        onChange={(event) => onChange?.({ ...value, street: event.target.value })}
      />
    </Flex>
  );
}

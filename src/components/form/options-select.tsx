import type { RefSelectProps, SelectProps } from "antd";
import type { DefaultOptionType } from "antd/es/select";
import type { Ref } from "react";
import { FormSelect } from "../form-select";

/** A loaded option list, as a domain's options hook returns it (`useBrandOptions()`). */
export interface OptionSource {
  loading: boolean;
  options: DefaultOptionType[];
}

/**
 * A form select over a loaded option list, searchable by the options' labels:
 * `<OptionsSelect source={brands} />`, with any other Select prop (disabled, onChange).
 */
export function OptionsSelect<V = unknown>({
  source,
  ...props
}: SelectProps<V> & { source: OptionSource; ref?: Ref<RefSelectProps> }) {
  return (
    <FormSelect<V>
      showSearch
      optionFilterProp="label"
      loading={source.loading}
      options={source.options}
      {...props}
    />
  );
}

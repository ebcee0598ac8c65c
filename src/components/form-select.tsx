import {
  AutoComplete,
  Select,
  type AutoCompleteProps,
  type RefSelectProps,
  type SelectProps,
} from "antd";
import type { BaseOptionType, DefaultOptionType } from "antd/es/select";
import { useCallback, useLayoutEffect, useRef, type Ref } from "react";

type FormSelectProps<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & {
  ref?: Ref<RefSelectProps>;
};

/**
 * A required Form.Item hands its control `aria-required`, which antd's Select (and AutoComplete, a
 * Select that takes free text) writes twice: on its combobox input (right) and on its wrapper div, a
 * plain div where ARIA does not allow the attribute (axe aria-allowed-attr, critical). The ref this
 * returns keeps it on the input only; Form.Item's own ref (focus and scroll to a failing field)
 * reaches the control too.
 */
function useInputOnlyAriaRequired(ref: Ref<RefSelectProps> | undefined) {
  const select = useRef<RefSelectProps | null>(null);
  // React sets the wrapper's attribute only when the prop changes: taking it off after each render holds.
  useLayoutEffect(() => {
    select.current?.nativeElement?.removeAttribute("aria-required");
  });
  return useCallback(
    (node: RefSelectProps | null) => {
      select.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
}

/** antd's Select for a form field, `aria-required` on its input only. */
export function FormSelect<
  V = unknown,
  O extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>({ ref, ...props }: FormSelectProps<V, O>) {
  const setRef = useInputOnlyAriaRequired(ref);
  return <Select<V, O> {...props} ref={setRef} />;
}

/** antd's AutoComplete for a form field (a value typed or picked), `aria-required` on its input only. */
export function FormAutoComplete({
  ref,
  ...props
}: AutoCompleteProps & { ref?: Ref<RefSelectProps> }) {
  const setRef = useInputOnlyAriaRequired(ref);
  return <AutoComplete {...props} ref={setRef} />;
}

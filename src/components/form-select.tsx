import { Select, type RefSelectProps, type SelectProps } from "antd";
import type { BaseOptionType, DefaultOptionType } from "antd/es/select";
import { useCallback, useLayoutEffect, useRef, type Ref } from "react";

type FormSelectProps<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & {
  ref?: Ref<RefSelectProps>;
};

/**
 * antd's Select for a form field. A required Form.Item hands its control `aria-required`, which antd's
 * Select writes twice: on its combobox input (right) and on its wrapper div, a plain div where ARIA does
 * not allow the attribute (axe aria-allowed-attr). This Select keeps it on the input only. Everything
 * else is antd's Select as is.
 */
export function FormSelect<
  V = unknown,
  O extends BaseOptionType | DefaultOptionType = DefaultOptionType,
>({ ref, ...props }: FormSelectProps<V, O>) {
  const select = useRef<RefSelectProps | null>(null);
  // React sets the wrapper's attribute only when the prop changes: taking it off after each render holds.
  useLayoutEffect(() => {
    select.current?.nativeElement?.removeAttribute("aria-required");
  });
  // Form.Item's own ref (focus and scroll to a failing field) reaches the Select too.
  const setRef = useCallback(
    (node: RefSelectProps | null) => {
      select.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return <Select<V, O> {...props} ref={setRef} />;
}

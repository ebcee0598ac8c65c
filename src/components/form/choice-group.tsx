import { Checkbox, Radio } from "antd";
import type { GetProps, GetRef } from "antd";
import { useCallback, useLayoutEffect, useRef, type Ref } from "react";

/**
 * antd's Radio.Group and Checkbox.Group as named groups, for forms (WCAG 1.3.1, 4.1.2): antd renders
 * either as a plain `div`, so a screen reader hears the options without the question they answer,
 * and the Form.Item's `<label for>` names nothing (a `div` cannot be labelled that way).
 *
 * The wrapper gives the `div` its role (`radiogroup`, `group`) and names it by the Form.Item's own
 * label (`aria-labelledby`; the label gets an id from the field's id when it has none). Outside a
 * Form.Item, or to name it otherwise, pass `aria-label` or `aria-labelledby`. Radio.Group drops a
 * `role` prop, hence the attributes set on its element.
 */
function useNamedGroup<T extends HTMLElement>(role: "radiogroup" | "group", outer?: Ref<T>) {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    group.setAttribute("role", role);
    if (group.hasAttribute("aria-label")) return;
    const named = group.getAttribute("aria-labelledby");
    if (named && named !== `${group.id}-label`) return;
    const label = group.id ? document.querySelector(`label[for="${CSS.escape(group.id)}"]`) : null;
    if (!label) return;
    if (!label.id) label.id = `${group.id}-label`;
    group.setAttribute("aria-labelledby", label.id);
  });
  // Form.Item hands its child a ref of its own (React 19 passes it as a prop): both get the element.
  return useCallback(
    (node: T | null) => {
      ref.current = node;
      if (typeof outer === "function") outer(node);
      else if (outer) outer.current = node;
    },
    [outer],
  );
}

/** Radio.Group with `role="radiogroup"`, named by its Form.Item label. */
export function RadioGroup({
  ref: outer,
  ...props
}: GetProps<typeof Radio.Group> & { ref?: Ref<GetRef<typeof Radio.Group>> }) {
  const ref = useNamedGroup<GetRef<typeof Radio.Group>>("radiogroup", outer);
  return <Radio.Group {...props} ref={ref} />;
}

/**
 * Checkbox.Group with `role="group"`, named by its Form.Item label. A group takes no
 * `aria-required` (ARIA allows it on a radiogroup, not on a group): the label's mark says it.
 */
export function CheckboxGroup<T = unknown>({
  "aria-required": _required,
  ref: outer,
  ...props
}: GetProps<typeof Checkbox.Group<T>> & {
  ref?: Ref<HTMLDivElement>;
  /** Set by Form.Item on a required field. */
  "aria-required"?: boolean | "true" | "false";
}) {
  const ref = useNamedGroup<HTMLDivElement>("group", outer);
  return <Checkbox.Group<T> {...props} ref={ref} />;
}

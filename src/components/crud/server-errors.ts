import type { FormInstance } from "antd";

export type FieldPath = (string | number)[];

/** "address.city" → ["address", "city"]; "specifications.3.value" → ["specifications", 3, "value"]. */
export const errorPath = (key: string): FieldPath =>
  key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Server field errors whose key names no field of the form (`address.city` where the address is one
 * field, `specifications.3.key` where a specification shows only its value) would show nowhere: each
 * goes to `redirect(path)` when that names a field, else to the nearest enclosing field (`address`, the
 * `specifications` list), next to what is already there. Keys that name a field are left as they are.
 */
export function placeNestedServerErrors(
  form: FormInstance,
  errors: Record<string, string | string[]> | undefined,
  redirect?: (path: FieldPath) => FieldPath | undefined,
): void {
  if (!errors) return;
  const registered = new Set(form.getFieldsError().map((field) => JSON.stringify(field.name)));
  // A Form.List is not among the fields antd lists, but shows its own errors (its ErrorList).
  const has = (path: FieldPath) =>
    registered.has(JSON.stringify(path)) || Array.isArray(form.getFieldValue(path));
  const placed = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const [key, message] of Object.entries(errors)) {
    const path = errorPath(key);
    if (has(path)) continue;
    let target = redirect?.(path);
    if (!target || !has(target)) {
      target = path.slice(0, -1);
      while (target.length > 0 && !has(target)) target = target.slice(0, -1);
    }
    if (target.length === 0) continue;
    const id = JSON.stringify(target);
    const entry = placed.get(id) ?? { name: target, errors: form.getFieldError(target) };
    for (const text of Array.isArray(message) ? message : [message]) {
      if (!entry.errors.includes(text)) entry.errors = [...entry.errors, text];
    }
    placed.set(id, entry);
  }
  if (placed.size > 0) form.setFields([...placed.values()]);
}

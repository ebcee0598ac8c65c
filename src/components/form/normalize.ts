/**
 * What a field's `normalize` makes of what was typed, said in words. The form keeps the value as
 * changed; the schema still judges it.
 */

/** An emptied number input gives `undefined`: the form sends `null` (a cleared optional field). */
export const emptyAsNull = (value: number | null | undefined) =>
  value === undefined ? null : value;

/** A typing aid for codes: "bca" is written "BCA". */
export const upperCase = (value: string | undefined) => value?.toUpperCase();

import { InputNumber, type InputNumberProps } from "antd";
import { groupedInputFormatter, groupedInputParser } from "@/lib/format";

export type AmountInputProps = InputNumberProps<number>;

/**
 * A whole amount (points, a stock, a limit) grouped the Indonesian way as it is typed: 1.250.000.
 * Full width unless styled otherwise. It has no min or max: antd would clamp a typed value, and the
 * schema's message says the bound instead. Emptied, it holds null (none, never 0).
 */
export function AmountInput(props: AmountInputProps) {
  return (
    <InputNumber<number>
      formatter={groupedInputFormatter}
      parser={groupedInputParser}
      style={{ width: "100%" }}
      {...props}
    />
  );
}

/** Whole rupiah: an AmountInput with the "Rp" prefix. */
export function MoneyInput(props: AmountInputProps) {
  return <AmountInput prefix="Rp" {...props} />;
}

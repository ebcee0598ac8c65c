import { ValueTag } from "@/components/crud/value-tag";
import type { ChannelType } from "../schema/payment-rules";
import { channelTypeLabel } from "./channel-labels";

const TYPE_COLOURS: Record<ChannelType, string> = {
  VIRTUAL_ACCOUNT: "blue",
  E_WALLET: "purple",
  QRIS: "cyan",
  CARD: "geekblue",
  MANUAL_TRANSFER: "gold",
  PAY_AT_STORE: "green",
};

export function ChannelTypeTag({ type }: { type: ChannelType }) {
  return <ValueTag ns="payments" value={type} label={channelTypeLabel} colors={TYPE_COLOURS} />;
}

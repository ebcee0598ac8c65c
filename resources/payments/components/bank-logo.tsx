import { Avatar } from "antd";
import { bankOf } from "../schema/payment-rules";

/** The colours of the banks' own marks, for the avatar shown when an account has no uploaded logo. */
const BANK_COLOURS: Record<string, string> = {
  BCA: "#0b4f9c",
  MANDIRI: "#00386b",
  BNI: "#b84a00",
  BRI: "#00529c",
  CIMB: "#7a0019",
  PERMATA: "#1f5b3a",
  BSI: "#00716b",
  DANAMON: "#9c4a00",
  BTN: "#0b3f8c",
  OCBC: "#b0191e",
  MAYBANK: "#6b5300",
  PANIN: "#0b4a8c",
  BTPN: "#005f7a",
  JAGO: "#7a5600",
  SEABANK: "#b3261e",
  BJB: "#0b5a8c",
};

/**
 * A payment account's logo: the uploaded image, else the bank's code on the bank's colour (white on a
 * dark shade: readable at AA). Decorative beside the bank's name (`alt=""`), named where it stands alone.
 */
export function BankLogo({
  bankCode,
  logoUrl,
  size = 32,
  alt = "",
}: {
  bankCode: string;
  logoUrl?: string | null;
  size?: number;
  alt?: string;
}) {
  // Four letters at most: "MANDIRI" in a 32 px square would be unreadably small.
  const short = (bankOf(bankCode)?.code ?? bankCode).slice(0, 4);
  return (
    <Avatar
      shape="square"
      size={size}
      src={logoUrl || undefined}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      style={{
        background: logoUrl ? "transparent" : (BANK_COLOURS[bankCode] ?? "#3a3a3a"),
        color: "#fff",
        fontSize: Math.max(9, Math.round(size / (short.length > 3 ? 3.6 : 3))),
        fontWeight: 600,
      }}
    >
      {short}
    </Avatar>
  );
}

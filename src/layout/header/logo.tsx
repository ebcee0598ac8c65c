import { Link } from "react-router";
import { config } from "@/config";
import { homePath, useViewMode } from "@/hooks/use-view-mode";
import { Text } from "@/components/plain-typography";

const { width, mobileHeight } = config.ui.logo;

/** The logo per logo type (spec 2.4): 30 px wide; 23 px high on tablet and mobile. */
export function Logo({ compact, showText = true }: { compact: boolean; showText?: boolean }) {
  const mode = useViewMode();
  const type = config.ui.sidebar.logoType;
  const image = (
    <img
      src="/logo.svg"
      alt={type === "image-logoWithText" ? config.siteName : ""}
      data-testid="logo-image"
      style={compact ? { height: mobileHeight, width: "auto" } : { width, height: "auto" }}
    />
  );
  const text = (
    <Text
      strong
      style={{
        fontSize: compact ? 15 : 17,
        whiteSpace: "nowrap",
        color: config.ui.theme.secondary,
      }}
    >
      {config.siteName}
    </Text>
  );
  return (
    <Link
      to={homePath(mode)}
      aria-label={config.siteName}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: 10,
        textDecoration: "none",
        minWidth: 0,
      }}
    >
      {type !== "text-only" && image}
      {(type === "text-only" || (type === "image-and-text" && showText)) && text}
    </Link>
  );
}

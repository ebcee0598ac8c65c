import { CloseOutlined, DesktopOutlined, MobileOutlined } from "@ant-design/icons";
import { Card, Flex, Typography, theme } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RichTextView } from "@/components/rich-text";
import type { Banner, PopupBanner } from "../schema/banner";
import { BANNER_IMAGE_SIZES, type ImageSlot } from "../schema/banner-rules";
import type { BannerKind } from "./kinds";

type AnyBanner = Banner & Partial<Pick<PopupBanner, "frequency" | "dismissLabel">>;

/** A shop page's grey placeholder blocks (products under a carousel). */
function Placeholder({ style }: { style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <div style={{ background: token.colorFillSecondary, borderRadius: 6, ...style }} />;
}

/** The picture at its slot's proportions. */
function Picture({ banner, kind, slot }: { banner: AnyBanner; kind: BannerKind; slot: ImageSlot }) {
  const size = BANNER_IMAGE_SIZES[kind][slot];
  const src = slot === "desktop" ? banner.desktopImageUrl : banner.mobileImageUrl;
  return (
    <img
      src={src}
      alt={banner.title}
      style={{
        display: "block",
        width: "100%",
        aspectRatio: `${size.width} / ${size.height}`,
        objectFit: "cover",
        borderRadius: kind === "popup" ? "8px 8px 0 0" : 8,
      }}
    />
  );
}

/** The popup over a dimmed page: its picture, a close cross and the dismiss button's label. */
function Popup({ banner, slot, width }: { banner: AnyBanner; slot: ImageSlot; width: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: "absolute",
        inset: 0,
        background: "rgba(0, 0, 0, 0.55)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <div
        style={{ width, background: token.colorBgContainer, borderRadius: 8, position: "relative" }}
      >
        <span
          aria-hidden
          style={{
            position: "absolute",
            top: 6,
            right: 6,
            width: 24,
            height: 24,
            borderRadius: 12,
            background: "rgba(0, 0, 0, 0.6)",
            color: "#fff",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 12,
          }}
        >
          <CloseOutlined />
        </span>
        <Picture banner={banner} kind="popup" slot={slot} />
        <div style={{ padding: 8, textAlign: "center" }}>
          <span
            style={{
              display: "inline-block",
              padding: "4px 16px",
              border: `1px solid ${token.colorBorder}`,
              borderRadius: 6,
              color: token.colorText,
              fontSize: 13,
            }}
          >
            {banner.dismissLabel}
          </span>
        </div>
      </div>
    </div>
  );
}

/** A device's frame with its caption. */
function Device({
  icon,
  caption,
  width,
  children,
}: {
  icon: ReactNode;
  caption: string;
  width: number | string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <figure style={{ margin: 0, width, maxWidth: "100%" }}>
      <figcaption style={{ marginBottom: 8, color: token.colorTextSecondary }}>
        <span aria-hidden>{icon}</span> {caption}
      </figcaption>
      <div
        style={{
          border: `1px solid ${token.colorBorder}`,
          borderRadius: 12,
          overflow: "hidden",
          background: token.colorBgContainer,
          position: "relative",
        }}
      >
        {children}
      </div>
    </figure>
  );
}

/**
 * The banner as a customer sees it: on the shop's home page at desktop width (the wide picture in the
 * carousel) and on a phone (the mobile picture), or, for a popup, over the dimmed page with its dismiss
 * button. Below, what a tap opens (the content of a CUSTOM banner, sanitised again before it is shown).
 */
export function BannerPreview({ banner, kind }: { banner: AnyBanner; kind: BannerKind }) {
  const { t } = useTranslation("promotions");
  const { token } = theme.useToken();
  const bar = (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        gap: 8,
        padding: "6px 12px",
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Text strong>{t("promotions:banners.preview.shop")}</Typography.Text>
      <Placeholder style={{ flex: 1, height: 14, maxWidth: 240, marginLeft: "auto" }} />
    </div>
  );
  return (
    <Flex vertical gap={16}>
      <Flex gap={24} wrap align="flex-start">
        <Device
          icon={<DesktopOutlined />}
          caption={t("promotions:banners.preview.desktop")}
          width={640}
        >
          {bar}
          <div style={{ padding: 12, minHeight: kind === "popup" ? 340 : undefined }}>
            {kind === "banner" ? (
              <Picture banner={banner} kind="banner" slot="desktop" />
            ) : (
              <Placeholder style={{ height: 120 }} />
            )}
            <Flex gap={8} style={{ marginTop: 12 }}>
              {[0, 1, 2, 3].map((n) => (
                <Placeholder key={n} style={{ flex: 1, height: 64 }} />
              ))}
            </Flex>
          </div>
          {kind === "popup" && <Popup banner={banner} slot="desktop" width="min(42%, 250px)" />}
        </Device>
        <Device
          icon={<MobileOutlined />}
          caption={t("promotions:banners.preview.phone")}
          width={260}
        >
          {bar}
          <div style={{ padding: 8, minHeight: kind === "popup" ? 420 : undefined }}>
            {kind === "banner" ? (
              <Picture banner={banner} kind="banner" slot="mobile" />
            ) : (
              <Placeholder style={{ height: 110 }} />
            )}
            <Flex gap={8} style={{ marginTop: 8 }} wrap>
              {[0, 1, 2, 3].map((n) => (
                <Placeholder key={n} style={{ width: "calc(50% - 4px)", height: 70 }} />
              ))}
            </Flex>
          </div>
          {kind === "popup" && <Popup banner={banner} slot="mobile" width="80%" />}
        </Device>
      </Flex>
      {banner.bannerType === "CUSTOM" && (
        <Card size="small" title={t("promotions:banners.preview.opens")}>
          <RichTextView html={banner.content} aria-label={t("promotions:banners.fields.content")} />
        </Card>
      )}
    </Flex>
  );
}

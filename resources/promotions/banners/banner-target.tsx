import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links as catalogue } from "@resources/catalogue/exports";
import type { Banner } from "../schema/banner";
import { links } from "../links";

/** Where a tap on the banner leads: the product's or voucher's page, the URL, or its own content. */
export function BannerTarget({ banner }: { banner: Banner }) {
  const { t } = useTranslation("promotions");
  switch (banner.bannerType) {
    case "PRODUCT":
      return banner.productId ? (
        <Link to={catalogue.product.show(banner.productId)}>
          {banner.targetName ?? t("promotions:banners.target.missingProduct")}
        </Link>
      ) : (
        "-"
      );
    case "VOUCHER":
      return banner.voucherId ? (
        <Link to={links.voucher.show(banner.voucherId)}>
          {banner.targetName ?? t("promotions:banners.target.missingVoucher")}
        </Link>
      ) : (
        "-"
      );
    case "URL":
      return banner.url ? (
        <Typography.Link
          href={banner.url}
          target="_blank"
          rel="noopener noreferrer"
          ellipsis
          style={{ maxWidth: 280 }}
        >
          {banner.url}
        </Typography.Link>
      ) : (
        "-"
      );
    case "CUSTOM":
      return <Typography.Text>{t("promotions:banners.target.custom")}</Typography.Text>;
    default:
      return "-";
  }
}

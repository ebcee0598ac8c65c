import { Tag } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { ListColumn } from "@/components/crud/columns";
import {
  recordActionsColumn,
  activeColumn,
  updatedAtColumn,
} from "@/components/crud/standard-columns";
import type { RecordPermissions } from "@/hooks/use-access";
import type { Banner } from "../schema/banner";
import { BannerTarget } from "./banner-target";
import { BANNER_AREAS, type BannerKind } from "./kinds";
import { bannerTypeLabel, platformsText } from "./banner-labels";
import { BannerStatusTag } from "./labels";
import { formatDateTime } from "@/lib/format";

/** The mobile picture, small (it fits a row better than the wide one). */
export function BannerThumbnail({ banner, width = 72 }: { banner: Banner; width?: number }) {
  return (
    <img
      src={banner.mobileImageUrl}
      alt=""
      width={width}
      style={{
        display: "block",
        borderRadius: 4,
        objectFit: "cover",
        aspectRatio: banner.isPopup ? "3 / 4" : "2 / 1",
        height: "auto",
      }}
    />
  );
}

export function bannerColumns(
  t: TFunction,
  kind: BannerKind,
  can: RecordPermissions,
): ListColumn<Banner>[] {
  const resource = BANNER_AREAS[kind].resource;
  return [
    {
      key: "mobileImageUrl",
      title: t("promotions:banners.fields.thumbnail"),
      csv: false,
      width: 88,
      render: (_, banner) => <BannerThumbnail banner={banner} />,
    },
    {
      key: "title",
      title: t("promotions:banners.fields.title"),
      sortable: true,
      alwaysVisible: true,
      render: (_, banner) => (
        <Link to={BANNER_AREAS[kind].links.show(banner.bannerId)}>{banner.title}</Link>
      ),
    },
    {
      key: "bannerType",
      title: t("promotions:banners.fields.bannerType"),
      sortable: true,
      render: (_, banner) => <Tag>{bannerTypeLabel(t, banner.bannerType)}</Tag>,
    },
    {
      key: "target",
      title: t("promotions:banners.fields.target"),
      render: (_, banner) => <BannerTarget banner={banner} />,
    },
    {
      key: "startAt",
      title: t("promotions:banners.fields.period"),
      sortable: true,
      render: (_, banner) => (
        <span style={{ whiteSpace: "nowrap" }}>
          {formatDateTime(banner.startAt)}
          <br />
          {t("promotions:banners.until", { end: formatDateTime(banner.endAt) })}
        </span>
      ),
    },
    {
      key: "status",
      phone: true,
      title: t("promotions:banners.fields.status"),
      // One status per banner: a switched-off one is "Inactive" (bannerStatus).
      render: (_, banner) => <BannerStatusTag status={banner.status} />,
    },
    {
      key: "platforms",
      title: t("promotions:banners.fields.platforms"),
      defaultHidden: true,
      render: (_, banner) => platformsText(t, banner.platforms),
    },
    {
      key: "order",
      title: t("promotions:banners.fields.order"),
      sortable: true,
      defaultHidden: true,
      align: "right",
    },
    activeColumn(t("promotions:banners.fields.isActive"), { defaultHidden: true }),
    updatedAtColumn(t, { defaultHidden: true }),
    recordActionsColumn(t, resource, can, (banner) => ({
      id: banner.bannerId,
      name: banner.title,
    })),
  ];
}

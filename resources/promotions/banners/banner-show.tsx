import { Card, Descriptions, Flex, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { RecordDetails } from "@/components/crud/record-details";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordShow } from "@/components/crud/record-show";
import type { Banner, PopupBanner } from "../schema/banner";
import { BannerPreview } from "./banner-preview";
import { BannerTarget } from "./banner-target";
import { BANNER_AREAS, bannerTexts, type BannerKind } from "./kinds";
import { bannerTypeLabel, frequencyLabel, platformLabel } from "./banner-labels";
import { BannerStatusTag } from "./labels";
import { formatDateTime } from "@/lib/format";
import { useRecord } from "@/components/crud/use-record";

type AnyBanner = Banner & Partial<Pick<PopupBanner, "frequency" | "dismissLabel">>;

/** /banner/{bannerId} and /popup-banner/{bannerId}: the banner's details and its preview. */
export function BannerShow({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation("promotions");
  const { query, result: banner } = useRecord<AnyBanner>({ resource: BANNER_AREAS[kind].resource });
  return (
    <RecordShow
      record={banner}
      query={query}
      title={bannerTexts(t, kind).show}
      actions={
        banner?.bannerId && (
          <ChangeLogsButton
            to={BANNER_AREAS[kind].links.changeLogs(banner.bannerId)}
            area={BANNER_AREAS[kind].resource}
          />
        )
      }
    >
      {banner?.bannerId && (
        <Flex vertical gap={24}>
          <RecordDetails>
            <Descriptions.Item label={t("promotions:banners.fields.status")}>
              {/* One status (a switched-off banner is "Inactive"): bannerStatus. */}
              <BannerStatusTag status={banner.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:banners.fields.bannerType")}>
              {bannerTypeLabel(t, banner.bannerType)}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:banners.fields.target")}>
              <BannerTarget banner={banner} />
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:banners.fields.period")}>
              {t("promotions:banners.period", {
                start: formatDateTime(banner.startAt),
                end: formatDateTime(banner.endAt),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:banners.fields.platforms")}>
              <Space size={4} wrap>
                {banner.platforms.map((platform) => (
                  <Tag key={platform}>{platformLabel(t, platform)}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t("promotions:banners.fields.order")}>
              {banner.order}
            </Descriptions.Item>
            {kind === "popup" && (
              <>
                <Descriptions.Item label={t("promotions:banners.fields.frequency")}>
                  {banner.frequency ? frequencyLabel(t, banner.frequency) : "-"}
                </Descriptions.Item>
                <Descriptions.Item label={t("promotions:banners.fields.dismissLabel")}>
                  {banner.dismissLabel ?? "-"}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t("crud.fields.updatedAt")}>
              {formatDateTime(banner.updatedAt)}
            </Descriptions.Item>
          </RecordDetails>
          <Card
            title={
              <h2 style={{ fontSize: 16, margin: 0 }}>{t("promotions:banners.preview.title")}</h2>
            }
          >
            <BannerPreview banner={banner} kind={kind} />
          </Card>
        </Flex>
      )}
    </RecordShow>
  );
}

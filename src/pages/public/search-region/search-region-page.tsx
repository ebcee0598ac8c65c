import { Alert, Card, Flex, Input, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { config } from "@/config";
import { AuthFooter } from "../auth-layout";
import {
  MIN_REGION_QUERY,
  regionLabel,
  useRegionSearch,
  type RegionFields,
} from "./use-region-search";

/** /search-region (spec 2.1): address search with no private-route guard. */
export default function SearchRegionPage() {
  const { t } = useTranslation("login");
  const [query, setQuery] = useState("");
  const { regions, loading, error } = useRegionSearch(query);
  const short = query.trim().length < MIN_REGION_QUERY;
  const columns = (["province", "city", "district", "subDistrict", "postalCode"] as const).map(
    (key) => ({
      key,
      dataIndex: key,
      title: {
        province: t("public.searchRegion.columns.province"),
        city: t("public.searchRegion.columns.city"),
        district: t("public.searchRegion.columns.district"),
        subDistrict: t("public.searchRegion.columns.subDistrict"),
        postalCode: t("public.searchRegion.columns.postalCode"),
      }[key],
    }),
  );
  return (
    <Flex
      vertical
      align="center"
      style={{ minHeight: "100vh", padding: "32px 16px", background: "#f5f5f5" }}
      gap={24}
    >
      <Card style={{ width: "100%", maxWidth: 960 }}>
        <Typography.Text type="secondary">{config.siteName}</Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 4 }}>
          {t("public.searchRegion.title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t("public.searchRegion.subtitle")}
        </Typography.Paragraph>
        <Input.Search
          aria-label={t("public.searchRegion.label")}
          placeholder={t("public.searchRegion.placeholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          loading={loading}
          allowClear
          size="large"
          autoFocus
        />
        {error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 16 }}
            message={t("public.searchRegion.failed", { message: error })}
          />
        ) : null}
        <Table<RegionFields>
          style={{ marginTop: 16 }}
          rowKey={(region) => region.regionId || regionLabel(region)}
          columns={columns}
          dataSource={regions}
          loading={loading}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          locale={{
            // The table greys its empty row out like disabled text (1.6:1); this is a message to read.
            emptyText: (
              <Typography.Text type="secondary">
                {short
                  ? t("public.searchRegion.minChars")
                  : t("public.searchRegion.noResults", { query: query.trim() })}
              </Typography.Text>
            ),
          }}
        />
      </Card>
      <AuthFooter />
    </Flex>
  );
}

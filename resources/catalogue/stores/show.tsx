import { EnvironmentOutlined } from "@ant-design/icons";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { links } from "../links";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import { useBrandOptions } from "../components/use-brand-options";
import { serviceLabel, weekdayLabel } from "./labels";
import type { Store } from "../schema/store";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useRecord } from "@/components/crud/use-record";

export default function StoreShow() {
  const { t } = useTranslation("catalogue");
  const { query, result: store } = useRecord<Store>({ resource: "stores" });
  const brands = useBrandOptions();
  const address = store?.address;
  const { lat, lng } = store?.coordinates ?? {};

  return (
    <RecordShow
      record={store}
      query={query}
      actions={
        store && (
          <ChangeLogsButton to={links.store.changeLogs(store.storeId)} area="store-change-logs" />
        )
      }
    >
      {store && (
        <RecordDetails
          items={[
            { label: t("catalogue:stores.fields.storeCode"), value: store.storeCode },
            {
              label: t("catalogue:stores.fields.companyBrandId"),
              value: (
                <Link to={links.brand.show(store.companyBrandId)}>
                  {brands.nameOf(store.companyBrandId)}
                </Link>
              ),
            },
            {
              label: t("catalogue:stores.fields.address"),
              value: address && (
                <>
                  {address.street}
                  <br />
                  {[address.subDistrict, address.district, address.city, address.province]
                    .filter(Boolean)
                    .join(", ")}{" "}
                  {address.postalCode}
                </>
              ),
              span: "filled",
            },
            { label: t("catalogue:stores.fields.phone"), value: formatPhone(store.phone) },
            { label: t("catalogue:stores.fields.email"), value: store.email },
            {
              label: t("catalogue:stores.fields.coordinates"),
              value:
                lat != null && lng != null ? (
                  <Typography.Link
                    href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <EnvironmentOutlined /> {lat}, {lng}
                  </Typography.Link>
                ) : (
                  "-"
                ),
            },
            {
              label: t("catalogue:stores.fields.services"),
              value: store.services.length
                ? store.services.map((service) => (
                    <Tag key={service}>{serviceLabel(t, service)}</Tag>
                  ))
                : "-",
            },
            {
              label: t("catalogue:stores.fields.openingHours"),
              value: store.openingHours.map((hours) => (
                <div key={hours.day}>
                  <Typography.Text strong style={{ display: "inline-block", width: 90 }}>
                    {weekdayLabel(t, hours.day)}
                  </Typography.Text>
                  {hours.closed
                    ? t("catalogue:stores.fields.closed")
                    : `${hours.open} – ${hours.close}`}
                </div>
              )),
              span: "filled",
            },
            {
              label: t("catalogue:stores.fields.isActive"),
              value: <ActiveTag active={store.isActive} />,
            },
            { label: t("crud.fields.updatedAt"), value: formatDateTime(store.updatedAt) },
          ]}
        />
      )}
    </RecordShow>
  );
}

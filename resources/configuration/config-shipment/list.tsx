import { Checkbox, Form, Tag, Typography, type FormItemProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  courierOf,
  couriersOfType,
  formatCourierValue,
  type CourierType,
} from "../schema/couriers";
import { SettingsPage } from "@/components/settings/settings-form";
import { useShipmentSettingsForm } from "./use-shipment-settings-form";
import { links } from "../links";

type Field = "express" | "instant";
const TYPES: Record<Field, CourierType> = { express: "EXPRESS", instant: "INSTANT" };

/**
 * The options of one courier type: the spec's vendors by name, then every stored value that names
 * none of them (shown as unknown, so it can be removed on purpose and is never dropped unseen).
 */
function courierOptions(
  field: Field,
  values: readonly string[],
  unknownLabel: string,
): { value: string; label: ReactNode }[] {
  const type = TYPES[field];
  const known = couriersOfType(type).map((vendor) => ({
    value: formatCourierValue(vendor.code),
    label: (
      <span>
        {vendor.name}{" "}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {vendor.code}
        </Typography.Text>
      </span>
    ),
  }));
  const unknown = [...new Set(values)]
    .filter((value) => !courierOf(value, type))
    .map((value) => ({
      value,
      label: (
        <span>
          <Typography.Text code>{value}</Typography.Text>{" "}
          <Tag color="warning" style={{ marginInlineEnd: 0 }}>
            {unknownLabel}
          </Tag>
        </span>
      ),
    }));
  return [...known, ...unknown];
}

interface CourierGroupProps {
  label: string;
  options: { value: string; label: ReactNode }[];
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** The checkboxes of one type, named as a group for assistive technology. */
function CourierGroup({ label, options, id, value, onChange }: CourierGroupProps) {
  return (
    <div role="group" aria-label={label} id={id}>
      <Checkbox.Group
        options={options}
        value={value}
        onChange={onChange}
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
          gap: "8px 16px",
          width: "100%",
        }}
      />
    </div>
  );
}

function CourierField({
  item,
  field,
  stored,
}: {
  item: FormItemProps;
  field: Field;
  stored: readonly string[];
}) {
  const { t } = useTranslation("configuration");
  const form = Form.useFormInstance();
  const current = (Form.useWatch(field, form) as string[] | undefined) ?? [];
  const label =
    field === "express" ? t("configuration:shipment.express") : t("configuration:shipment.instant");
  const hint =
    field === "express"
      ? t("configuration:shipment.expressHint")
      : t("configuration:shipment.instantHint");
  const options = courierOptions(
    field,
    [...stored, ...current],
    t("configuration:shipment.unknown"),
  );
  const unknownCount = options.length - couriersOfType(TYPES[field]).length;
  return (
    <Form.Item
      {...item}
      extra={
        <>
          {hint}
          {unknownCount > 0 && <div>{t("configuration:shipment.unknownHint")}</div>}
        </>
      }
    >
      <CourierGroup label={label} options={options} />
    </Form.Item>
  );
}

/** /config-shipment: which couriers the checkout offers for Express and for Instant delivery. */
export default function ShipmentSettingsPage() {
  const { t } = useTranslation("configuration");
  const form = useShipmentSettingsForm();
  const record = form.record;
  return (
    <SettingsPage
      title={t("configuration:shipment.title")}
      description={t("configuration:shipment.description")}
      form={form}
      changeLogs={{ to: links.shipment.changeLogs(), area: "config-shipment" }}
    >
      <CourierField item={form.field("express")} field="express" stored={record?.express ?? []} />
      <CourierField item={form.field("instant")} field="instant" stored={record?.instant ?? []} />
    </SettingsPage>
  );
}

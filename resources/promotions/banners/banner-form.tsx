import type { FormProps, GetProps } from "antd";
import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { LazyRichTextField } from "@/components/rich-text";
import { bannerForm, popupBannerForm, type PopupBannerFormValues } from "../schema/banner";
import {
  BANNER_IMAGE_SIZES,
  BANNER_PLATFORMS,
  BANNER_TITLE_MAX,
  type BannerPlatform,
  BANNER_TYPES,
  BANNER_URL_MAX,
  DISMISS_LABEL_MAX,
  POPUP_FREQUENCIES,
} from "../schema/banner-rules";
import { BannerImageUpload } from "./banner-image-upload";
import type { BannerKind } from "./kinds";
import { bannerTypeLabel, frequencyLabel, platformLabel } from "./banner-labels";
import { BannerTargetField } from "./target-pickers";
import { DATE_TIME_INPUT_FORMAT } from "@/lib/format";
import { RadioGroup } from "@/components/form/choice-group";
import { FieldCol } from "@/components/form/field-col";

/**
 * The platforms' checkboxes. A required Form.Item hands its control `aria-required`, which a group of
 * checkboxes may not carry (axe aria-allowed-attr): it is left out; each checkbox stays labelled.
 */
function PlatformChoice({
  id,
  label,
  value,
  onChange,
  options,
}: Pick<GetProps<typeof Checkbox.Group<BannerPlatform>>, "value" | "onChange" | "options"> & {
  id?: string;
  label: string;
}) {
  return (
    <div role="group" id={id} aria-label={label}>
      <Checkbox.Group<BannerPlatform> value={value} onChange={onChange} options={options} />
    </div>
  );
}

/** The form's values: a banner's, plus a popup's two fields on the popup form. */
export type BannerFormValues = Partial<PopupBannerFormValues>;

/** Timestamps are ISO strings in the record and dayjs values in the picker. */
const dateProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.second(0).millisecond(0).toISOString() : null),
};

/**
 * The banner and popup banner form (create and edit): title, type and the target that type needs
 * (a product or a voucher picked by searching, an https URL, or rich-text content), both pictures with
 * their sizes, platforms, period, order, active flag; a popup adds its frequency and dismiss label.
 * Labels and rules are the schema's (the rules across fields included: the target of the type, the
 * end after the start, the pictures' sizes).
 */
export function BannerForm({
  kind,
  formProps,
}: {
  kind: BannerKind;
  formProps: FormProps<BannerFormValues>;
}) {
  const { t } = useTranslation("promotions");
  const type = Form.useWatch("bannerType", formProps.form) as string | undefined;
  const sizes = BANNER_IMAGE_SIZES[kind];
  const field = useSchemaForm(kind === "popup" ? popupBannerForm : bannerForm);
  return (
    <Form<BannerFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{
        isActive: true,
        platforms: ["WEB", "APP"],
        ...(kind === "popup" ? { frequency: "ONCE_A_DAY" } : {}),
        ...formProps.initialValues,
      }}
      style={{ maxWidth: 960 }}
    >
      <Row gutter={16}>
        <FieldCol xs={24} md={14} {...field("title")} extra={t("promotions:banners.hints.title")}>
          <Input maxLength={BANNER_TITLE_MAX} />
        </FieldCol>
        <FieldCol
          xs={24}
          md={10}
          {...field("bannerType")}
          extra={t("promotions:banners.hints.bannerType")}
        >
          <FormSelect
            options={BANNER_TYPES.map((value) => ({ value, label: bannerTypeLabel(t, value) }))}
          />
        </FieldCol>
      </Row>
      <BannerTargetField type={type} field={field} />
      {/* Required for the type that shows them (a rule across fields): marked as such. */}
      {type === "URL" && (
        <Form.Item
          {...field("url")}
          required
          dependencies={["bannerType"]}
          extra={t("promotions:banners.hints.url")}
        >
          <Input inputMode="url" placeholder="https://" maxLength={BANNER_URL_MAX} />
        </Form.Item>
      )}
      {type === "CUSTOM" && (
        <Form.Item
          {...field("content")}
          required
          dependencies={["bannerType"]}
          extra={t("promotions:banners.hints.content")}
        >
          <LazyRichTextField aria-label={t("promotions:banners.fields.content")} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <FieldCol xs={24} lg={14} {...field("desktopImageUrl")}>
          <BannerImageUpload
            expected={sizes.desktop}
            label={t("promotions:banners.fields.desktopImage")}
          />
        </FieldCol>
        <FieldCol xs={24} lg={10} {...field("mobileImageUrl")}>
          <BannerImageUpload
            expected={sizes.mobile}
            label={t("promotions:banners.fields.mobileImage")}
          />
        </FieldCol>
      </Row>
      <Row gutter={16}>
        <FieldCol xs={24} sm={12} {...field("startAt")} {...dateProps}>
          <DatePicker
            showTime={{ format: "HH:mm" }}
            format={DATE_TIME_INPUT_FORMAT}
            style={{ width: "100%" }}
          />
        </FieldCol>
        <FieldCol xs={24} sm={12} {...field("endAt")} dependencies={["startAt"]} {...dateProps}>
          <DatePicker
            showTime={{ format: "HH:mm" }}
            format={DATE_TIME_INPUT_FORMAT}
            style={{ width: "100%" }}
          />
        </FieldCol>
      </Row>
      <Row gutter={16}>
        <FieldCol xs={24} sm={12} {...field("platforms")}>
          <PlatformChoice
            label={t("promotions:banners.fields.platforms")}
            options={BANNER_PLATFORMS.map((value) => ({ value, label: platformLabel(t, value) }))}
          />
        </FieldCol>
        <FieldCol xs={12} sm={6} {...field("order")} extra={t("promotions:banners.hints.order")}>
          <InputNumber<number> style={{ width: "100%" }} />
        </FieldCol>
        <Col xs={12} sm={6}>
          <SwitchItem {...field("isActive")} extra={t("promotions:banners.hints.isActive")} />
        </Col>
      </Row>
      {kind === "popup" && (
        <Row gutter={16}>
          <FieldCol
            xs={24}
            md={14}
            {...field("frequency")}
            extra={t("promotions:banners.hints.frequency")}
          >
            <RadioGroup
              aria-label={t("promotions:banners.fields.frequency")}
              options={POPUP_FREQUENCIES.map((value) => ({
                value,
                label: frequencyLabel(t, value),
              }))}
            />
          </FieldCol>
          <FieldCol
            xs={24}
            md={10}
            {...field("dismissLabel")}
            extra={t("promotions:banners.hints.dismissLabel")}
          >
            <Input
              maxLength={DISMISS_LABEL_MAX}
              placeholder={t("promotions:banners.hints.dismissPlaceholder")}
            />
          </FieldCol>
        </Row>
      )}
      <Typography.Paragraph type="secondary">
        {t("promotions:banners.hints.status")}
      </Typography.Paragraph>
    </Form>
  );
}

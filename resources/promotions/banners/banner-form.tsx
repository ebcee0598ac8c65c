import type { FormProps, FormRule, GetProps } from "antd";
import {
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Switch,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { LazyRichTextField } from "@/components/rich-text";
import { isRichTextEmpty } from "@/components/rich-text/sanitize";
import type { PopupBannerFormValues } from "../schema/banner";
import {
  BANNER_IMAGE_SIZES,
  BANNER_PLATFORMS,
  BANNER_TITLE_MAX,
  type BannerPlatform,
  type ImageSize,
  BANNER_TYPES,
  BANNER_URL_MAX,
  DISMISS_LABEL_MAX,
  POPUP_FREQUENCIES,
  isHttpsUrl,
} from "../schema/banner-rules";
import { BannerImageUpload } from "./banner-image-upload";
import type { BannerKind } from "./kinds";
import { bannerTypeLabel, frequencyLabel, platformLabel } from "./labels";
import { BannerTargetField } from "./target-pickers";

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

const DATE_FORMAT = "DD/MM/YYYY HH:mm";

/** Timestamps are ISO strings in the record and dayjs values in the picker. */
const dateProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.second(0).millisecond(0).toISOString() : null),
};

/** A picture of the banner with its expected size (required). */
function ImageItem({
  name,
  label,
  expected,
}: {
  name: string;
  label: string;
  expected: ImageSize;
}) {
  const { t } = useTranslation("promotions");
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, message: t("promotions:banners.validation.image", { field: label }) },
      ]}
    >
      <BannerImageUpload expected={expected} label={label} />
    </Form.Item>
  );
}

/** A required date and time (an ISO string in the record), with an extra rule when given. */
function DateItem({
  name,
  label,
  dependencies,
  rule,
}: {
  name: string;
  label: string;
  dependencies?: string[];
  rule?: FormRule;
}) {
  const { t } = useTranslation("promotions");
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      rules={[
        { required: true, message: t("crud.validation.required", { field: label }) },
        ...(rule ? [rule] : []),
      ]}
      {...dateProps}
    >
      <DatePicker showTime={{ format: "HH:mm" }} format={DATE_FORMAT} style={{ width: "100%" }} />
    </Form.Item>
  );
}

/**
 * The banner and popup banner form (create and edit): title, type and the target that type needs
 * (a product or a voucher picked by searching, an https URL, or rich-text content), both pictures with
 * their sizes, platforms, period, order, active flag; a popup adds its frequency and dismiss label.
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
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("crud.validation.required", { field }),
  });
  const max = (field: string, length: number) => ({
    max: length,
    message: t("crud.validation.maxLength", { field, max: length }),
  });
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
        <Col xs={24} md={14}>
          <Form.Item
            name="title"
            label={t("promotions:banners.fields.title")}
            extra={t("promotions:banners.hints.title")}
            rules={[
              required(t("promotions:banners.fields.title")),
              max(t("promotions:banners.fields.title"), BANNER_TITLE_MAX),
            ]}
          >
            <Input maxLength={BANNER_TITLE_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="bannerType"
            label={t("promotions:banners.fields.bannerType")}
            extra={t("promotions:banners.hints.bannerType")}
            rules={[
              {
                required: true,
                message: t("crud.validation.select", {
                  field: t("promotions:banners.fields.bannerType"),
                }),
              },
            ]}
          >
            <FormSelect
              options={BANNER_TYPES.map((value) => ({ value, label: bannerTypeLabel(t, value) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <BannerTargetField type={type} />
      {type === "URL" && (
        <Form.Item
          name="url"
          label={t("promotions:banners.fields.url")}
          extra={t("promotions:banners.hints.url")}
          rules={[
            required(t("promotions:banners.fields.url")),
            max(t("promotions:banners.fields.url"), BANNER_URL_MAX),
            {
              validator: (_, value: string | undefined) =>
                !value || isHttpsUrl(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("promotions:banners.validation.url"))),
            },
          ]}
        >
          <Input inputMode="url" placeholder="https://" maxLength={BANNER_URL_MAX} />
        </Form.Item>
      )}
      {type === "CUSTOM" && (
        <Form.Item
          name="content"
          label={t("promotions:banners.fields.content")}
          extra={t("promotions:banners.hints.content")}
          required
          rules={[
            {
              validator: (_, html: string | undefined) =>
                isRichTextEmpty(html)
                  ? Promise.reject(
                      new Error(
                        t("crud.validation.required", {
                          field: t("promotions:banners.fields.content"),
                        }),
                      ),
                    )
                  : Promise.resolve(),
            },
          ]}
        >
          <LazyRichTextField aria-label={t("promotions:banners.fields.content")} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <ImageItem
            name="desktopImageUrl"
            label={t("promotions:banners.fields.desktopImage")}
            expected={sizes.desktop}
          />
        </Col>
        <Col xs={24} lg={10}>
          <ImageItem
            name="mobileImageUrl"
            label={t("promotions:banners.fields.mobileImage")}
            expected={sizes.mobile}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <DateItem name="startAt" label={t("promotions:banners.fields.startAt")} />
        </Col>
        <Col xs={24} sm={12}>
          <DateItem
            name="endAt"
            label={t("promotions:banners.fields.endAt")}
            dependencies={["startAt"]}
            rule={({ getFieldValue }) => ({
              validator: (_, end: string | undefined) => {
                const start = getFieldValue("startAt") as string | undefined;
                return end && start && Date.parse(end) <= Date.parse(start)
                  ? Promise.reject(new Error(t("promotions:banners.validation.endAfterStart")))
                  : Promise.resolve();
              },
            })}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="platforms"
            label={t("promotions:banners.fields.platforms")}
            required
            rules={[
              {
                validator: (_, value: unknown[] | undefined) =>
                  value?.length
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("promotions:banners.validation.platforms"))),
              },
            ]}
          >
            <PlatformChoice
              label={t("promotions:banners.fields.platforms")}
              options={BANNER_PLATFORMS.map((value) => ({ value, label: platformLabel(t, value) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="order"
            label={t("promotions:banners.fields.order")}
            extra={t("promotions:banners.hints.order")}
          >
            <InputNumber min={1} max={9999} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="isActive"
            label={t("promotions:banners.fields.isActive")}
            valuePropName="checked"
            extra={t("promotions:banners.hints.isActive")}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {kind === "popup" && (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="frequency"
              label={t("promotions:banners.fields.frequency")}
              extra={t("promotions:banners.hints.frequency")}
            >
              <Radio.Group
                aria-label={t("promotions:banners.fields.frequency")}
                options={POPUP_FREQUENCIES.map((value) => ({
                  value,
                  label: frequencyLabel(t, value),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="dismissLabel"
              label={t("promotions:banners.fields.dismissLabel")}
              extra={t("promotions:banners.hints.dismissLabel")}
              rules={[
                required(t("promotions:banners.fields.dismissLabel")),
                max(t("promotions:banners.fields.dismissLabel"), DISMISS_LABEL_MAX),
              ]}
            >
              <Input
                maxLength={DISMISS_LABEL_MAX}
                placeholder={t("promotions:banners.hints.dismissPlaceholder")}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Typography.Paragraph type="secondary">
        {t("promotions:banners.hints.status")}
      </Typography.Paragraph>
    </Form>
  );
}

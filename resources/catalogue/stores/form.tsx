import type { FormProps } from "antd";
import { Checkbox, Col, Form, Input, InputNumber, Row, Switch } from "antd";
import { FormSelect } from "@/components/form-select";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "../components/use-brand-options";
import { AddressField } from "@/components/address-field";
import { serviceLabel } from "./labels";
import { OpeningHoursField } from "./opening-hours-field";
import { PHONE_PATTERN, STORE_CODE_PATTERN, STORE_SERVICES, WEEKDAYS } from "@/contract/rules";
import type { Address } from "@/contract/address";
import type { StoreFormValues } from "../schema/store";

export const EMPTY_STORE: Partial<StoreFormValues> = {
  isActive: true,
  services: ["PICKUP"],
  openingHours: WEEKDAYS.map((day) => ({ day, open: "10:00", close: "21:00", closed: false })),
};

/** The store form shared by create and edit. */
export function StoreForm({ formProps }: { formProps: FormProps<StoreFormValues> }) {
  const { t } = useTranslation("catalogue");
  const brands = useBrandOptions();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("crud.validation.required", { field }),
  });

  return (
    <Form<StoreFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ ...EMPTY_STORE, ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="storeName"
            label={t("catalogue:stores.fields.storeName")}
            rules={[required(t("catalogue:stores.fields.storeName"))]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="storeCode"
            label={t("catalogue:stores.fields.storeCode")}
            normalize={(value: string) => value?.toUpperCase()}
            rules={[
              required(t("catalogue:stores.fields.storeCode")),
              { pattern: STORE_CODE_PATTERN, message: t("catalogue:stores.validation.storeCode") },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="companyBrandId"
            label={t("catalogue:stores.fields.companyBrandId")}
            rules={[
              {
                required: true,
                message: t("crud.validation.select", {
                  field: t("catalogue:stores.fields.companyBrandId"),
                }),
              },
            ]}
          >
            <FormSelect
              showSearch
              optionFilterProp="label"
              loading={brands.loading}
              options={brands.options}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="address"
            label={t("catalogue:stores.fields.address")}
            required
            rules={[
              {
                validator: (_, address: Partial<Address> | undefined) =>
                  !address?.province
                    ? Promise.reject(new Error(t("catalogue:stores.validation.region")))
                    : !address.street?.trim()
                      ? Promise.reject(new Error(t("catalogue:stores.validation.street")))
                      : Promise.resolve(),
              },
            ]}
          >
            <AddressField
              regionPlaceholder={t("catalogue:stores.hints.region")}
              streetLabel={t("catalogue:stores.fields.street")}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="phone"
                label={t("catalogue:stores.fields.phone")}
                rules={[
                  required(t("catalogue:stores.fields.phone")),
                  { pattern: PHONE_PATTERN, message: t("catalogue:stores.validation.phone") },
                ]}
              >
                <Input type="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="email"
                label={t("catalogue:stores.fields.email")}
                rules={[
                  required(t("catalogue:stores.fields.email")),
                  { type: "email", message: t("crud.validation.email") },
                ]}
              >
                <Input type="email" />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name={["coordinates", "lat"]}
                label={t("catalogue:stores.fields.lat")}
                rules={[
                  {
                    required: true,
                    type: "number",
                    min: -90,
                    max: 90,
                    message: t("catalogue:stores.validation.lat"),
                  },
                ]}
              >
                <InputNumber step={0.00001} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name={["coordinates", "lng"]}
                label={t("catalogue:stores.fields.lng")}
                rules={[
                  {
                    required: true,
                    type: "number",
                    min: -180,
                    max: 180,
                    message: t("catalogue:stores.validation.lng"),
                  },
                ]}
              >
                <InputNumber step={0.00001} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="services" label={t("catalogue:stores.fields.services")}>
            <Checkbox.Group
              options={STORE_SERVICES.map((service) => ({
                value: service,
                label: serviceLabel(t, service),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="isActive"
            label={t("catalogue:stores.fields.isActive")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t("catalogue:stores.fields.openingHours")} required>
            <OpeningHoursField />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

import type { FormProps } from "antd";
import { Col, Form, Input, InputNumber, Row } from "antd";
import { OptionsSelect } from "@/components/form/options-select";
import { useTranslation } from "react-i18next";
import { useBrandOptions } from "../components/use-brand-options";
import { AddressField } from "@/components/address-field";
import { serviceLabel } from "./labels";
import { OpeningHoursField } from "./opening-hours-field";
import { STORE_SERVICES, WEEKDAYS } from "@/contract/rules";
import type { Address } from "@/contract/address";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { storeFields, type StoreFormValues } from "../schema/store";
import { CheckboxGroup } from "@/components/form/choice-group";
import { optionsOf } from "@/lib/options";
import { FieldCol } from "@/components/form/field-col";
import { upperCase } from "@/components/form/normalize";

export const EMPTY_STORE: Partial<StoreFormValues> = {
  isActive: true,
  services: ["PICKUP"],
  openingHours: WEEKDAYS.map((day) => ({ day, open: "10:00", close: "21:00", closed: false })),
};

/**
 * The store form shared by create and edit: its fields' labels and rules are the store schema's (the
 * opening hours' too); only the address keeps its picker's own guidance.
 */
export function StoreForm({ formProps }: { formProps: FormProps<StoreFormValues> }) {
  const { t } = useTranslation("catalogue");
  const field = useSchemaForm(storeFields);
  const brands = useBrandOptions();

  return (
    <Form<StoreFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{ ...EMPTY_STORE, ...formProps.initialValues }}
    >
      <Row gutter={16}>
        <FieldCol xs={24} md={12} {...field("storeName")}>
          <Input maxLength={100} />
        </FieldCol>
        <FieldCol xs={24} md={6} {...field("storeCode")} normalize={upperCase}>
          <Input maxLength={20} />
        </FieldCol>
        <FieldCol xs={24} md={6} {...field("companyBrandId")}>
          <OptionsSelect source={brands} />
        </FieldCol>
        <Col xs={24} md={12}>
          <Form.Item
            name="address"
            label={t("catalogue:stores.fields.address")}
            required
            // The schema's address says only "Required." of a part: the picker says how to fill it.
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
            <FieldCol xs={24} sm={12} {...field("phone")}>
              <Input type="tel" />
            </FieldCol>
            <FieldCol xs={24} sm={12} {...field("email")}>
              <Input type="email" />
            </FieldCol>
            <FieldCol xs={12} {...field(["coordinates", "lat"])}>
              <InputNumber step={0.00001} style={{ width: "100%" }} />
            </FieldCol>
            <FieldCol xs={12} {...field(["coordinates", "lng"])}>
              <InputNumber step={0.00001} style={{ width: "100%" }} />
            </FieldCol>
          </Row>
          <Form.Item {...field("services")}>
            <CheckboxGroup
              options={optionsOf(STORE_SERVICES, (service) => serviceLabel(t, service))}
            />
          </Form.Item>
          <SwitchItem {...field("isActive")} />
        </Col>
        <FieldCol xs={24} md={12} label={t("catalogue:stores.fields.openingHours")} required>
          <OpeningHoursField field={field} />
        </FieldCol>
      </Row>
    </Form>
  );
}

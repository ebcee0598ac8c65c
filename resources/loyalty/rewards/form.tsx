import { useList } from "@refinedev/core";
import type { FormProps } from "antd";
import { Form, Input, Row, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ImageUpload } from "@/components/crud/upload-field";
import { FormSelect } from "@/components/form-select";
import { AmountInput } from "@/components/form/amount-input";
import { SwitchItem } from "@/components/form/switch-item";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { ValidityFields } from "../components/validity-fields";
import type { Loyalty } from "../schema/loyalty";
import { rewardWrite, type Reward, type RewardFormValues } from "../schema/reward";
import { RemoteSelect } from "./remote-select";
import { RadioGroup } from "@/components/form/choice-group";
import { FieldCol } from "@/components/form/field-col";
import { emptyAsNull } from "@/components/form/normalize";

interface VoucherOption {
  voucherId: string;
  voucherName: string;
}
interface ProductOption {
  productId: string;
  productName: string;
  sku?: string;
}
const voucherLabel = (row: VoucherOption) => row.voucherName;
const productLabel = (row: ProductOption) =>
  row.sku ? `${row.productName} · ${row.sku}` : row.productName;
const programmeLabel = (row: Loyalty) => row.loyaltyName;

/**
 * The reward form shared by create and edit: every field's label and rules are the schema's
 * (rewardWrite, with its rules across fields); a number out of range stays as typed, with the
 * message saying the bound.
 */
export function RewardForm({
  formProps,
  record,
}: {
  formProps: FormProps<RewardFormValues>;
  record?: Reward;
}) {
  const { t } = useTranslation("loyalty");
  const field = useSchemaForm(rewardWrite);
  const form = formProps.form!;
  const rewardType = Form.useWatch("rewardType", form);
  const loyaltyId = Form.useWatch("loyaltyId", form);
  const { result: programmes } = useList<Loyalty>({
    resource: "loyalty",
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
  });
  const programme = programmes.data.find((row) => row.loyaltyId === loyaltyId);

  return (
    <Form<RewardFormValues>
      {...formProps}
      layout="vertical"
      initialValues={{
        isActive: true,
        rewardType: "VOUCHER",
        tierIds: [],
        perCustomerLimit: null,
        ...formProps.initialValues,
      }}
      style={{ maxWidth: 800 }}
    >
      <Form.Item {...field("rewardName")}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field("imageUrl")}>
        <ImageUpload
          buttonLabel={t("loyalty:rewards.actions.uploadImage")}
          alt={t("loyalty:rewards.fields.image")}
          size={96}
          fit="cover"
        />
      </Form.Item>
      <Form.Item {...field("description")}>
        <Input.TextArea rows={3} showCount maxLength={1000} />
      </Form.Item>
      <Form.Item {...field("rewardType")}>
        <RadioGroup
          optionType="button"
          options={[
            { value: "VOUCHER", label: t("loyalty:rewards.types.VOUCHER") },
            { value: "PRODUCT", label: t("loyalty:rewards.types.PRODUCT") },
          ]}
        />
      </Form.Item>
      {/* Required for its reward type only: the schema's rule across fields says so. */}
      {rewardType === "PRODUCT" ? (
        <Form.Item {...field("productId")} required>
          <RemoteSelect<ProductOption>
            resource="products"
            valueField="productId"
            labelOf={productLabel}
            filters={[{ field: "status", operator: "eq", value: "ACTIVE" }]}
            selectedLabel={record?.productName}
            ariaLabel={t("loyalty:rewards.fields.product")}
            placeholder={t("loyalty:rewards.hints.searchProduct")}
          />
        </Form.Item>
      ) : (
        <Form.Item {...field("voucherId")} required>
          <RemoteSelect<VoucherOption>
            resource="vouchers"
            valueField="voucherId"
            labelOf={voucherLabel}
            filters={[{ field: "isActive", operator: "eq", value: "true" }]}
            selectedLabel={record?.voucherName}
            ariaLabel={t("loyalty:rewards.fields.voucher")}
            placeholder={t("loyalty:rewards.hints.searchVoucher")}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t("loyalty:programmes.fields.requirementType")}
        extra={t("loyalty:programmes.hints.requirementType")}
      >
        <Tag>{t("loyalty:programmes.requirementPoint")}</Tag>
      </Form.Item>
      <Row gutter={16}>
        <FieldCol xs={24} sm={12} {...field("loyaltyId")}>
          <RemoteSelect<Loyalty>
            resource="loyalty"
            valueField="loyaltyId"
            labelOf={programmeLabel}
            selectedLabel={record?.loyaltyName}
            ariaLabel={t("loyalty:rewards.fields.programme")}
            onChange={(value) => {
              form.setFieldsValue({ loyaltyId: value ?? undefined, tierIds: [] });
            }}
          />
        </FieldCol>
        <FieldCol xs={24} sm={12} {...field("tierIds")} extra={t("loyalty:rewards.hints.tiers")}>
          <FormSelect<string[]>
            mode="multiple"
            allowClear
            aria-label={t("loyalty:rewards.fields.tiers")}
            placeholder={t("loyalty:rewards.allTiers")}
            disabled={!programme}
            options={[...(programme?.tiers ?? [])]
              .sort((a, b) => a.minPoints - b.minPoints)
              .map((tier) => ({ value: tier.tierId, label: tier.name }))}
          />
        </FieldCol>
      </Row>
      <Row gutter={16}>
        <FieldCol xs={24} sm={8} {...field("pointCost")}>
          <AmountInput />
        </FieldCol>
        <FieldCol xs={12} sm={8} {...field("stock")}>
          <AmountInput />
        </FieldCol>
        <FieldCol
          xs={12}
          sm={8}
          {...field("perCustomerLimit")}
          extra={t("loyalty:rewards.hints.perCustomerLimit")}
          normalize={emptyAsNull}
        >
          <AmountInput />
        </FieldCol>
      </Row>
      <ValidityFields field={field} />
      <SwitchItem {...field("isActive")} />
    </Form>
  );
}

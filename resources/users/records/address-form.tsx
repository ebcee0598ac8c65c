import { Checkbox, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { AddressField } from "@/components/address-field";
import type { UserAddress, UserAddressFormValues } from "../schema/address-book";
import { INDONESIAN_PHONE_PATTERN } from "@/contract/rules";
import type { Address } from "@/contract/address";
import { RecordDialog } from "./record-dialog";
import { useDialogSave } from "./use-dialog-save";

interface AddressFormModalProps {
  /** The address being edited; none for a new one. */
  record?: UserAddress;
  /** The book is empty: this address becomes the default whatever is ticked. */
  first: boolean;
  onSave: (values: UserAddressFormValues) => Promise<unknown>;
  /** `saved`: the dialog closes after a save (else it was cancelled). */
  onClose: (saved: boolean) => void;
}

/**
 * Add or edit an address in a dialog. A refused save keeps the dialog and everything typed, with the
 * server's messages on their fields (or above the form when they name none).
 */
export function AddressFormModal({ record, first, onSave, onClose }: AddressFormModalProps) {
  const { t } = useTranslation("users");
  const [form] = Form.useForm<UserAddressFormValues>();
  const { saving, failure, save, cancel, markDirty } = useDialogSave(
    form,
    onClose,
    t("users:records.addressBook.saveFailed"),
  );
  const lockedDefault = first || !!record?.isDefault;

  const submit = (values: UserAddressFormValues) =>
    save(() => onSave({ ...values, isDefault: lockedDefault || !!values.isDefault }));

  return (
    <RecordDialog
      title={
        record
          ? t("users:records.addressBook.editTitle", { label: record.label })
          : t("users:records.addressBook.add")
      }
      width={640}
      saving={saving}
      failure={failure}
      onSave={() => form.submit()}
      onCancel={cancel}
    >
      <Form<UserAddressFormValues>
        form={form}
        layout="vertical"
        name="user-address"
        initialValues={
          record
            ? {
                label: record.label,
                recipientName: record.recipientName,
                phone: record.phone,
                address: record.address,
                isDefault: record.isDefault,
              }
            : { phone: "+62 ", isDefault: first }
        }
        onValuesChange={markDirty}
        onFinish={submit}
      >
        <Form.Item
          name="label"
          label={t("users:records.addressBook.fields.label")}
          extra={t("users:records.addressBook.hints.label")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("users:records.addressBook.validation.label"),
            },
            { max: 30, message: t("users:records.common.maxLength", { max: 30 }) },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="recipientName"
          label={t("users:records.addressBook.fields.recipientName")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("users:records.addressBook.validation.recipientName"),
            },
            { max: 100, message: t("users:records.common.maxLength", { max: 100 }) },
          ]}
        >
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t("users:records.addressBook.fields.phone")}
          extra={t("users:records.addressBook.hints.phone")}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("users:records.addressBook.validation.phone"),
            },
            {
              pattern: INDONESIAN_PHONE_PATTERN,
              message: t("users:records.addressBook.validation.phoneFormat"),
            },
          ]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t("users:records.addressBook.fields.address")}
          required
          rules={[
            {
              validator: (_, address: Partial<Address> | undefined) =>
                !address?.province
                  ? Promise.reject(new Error(t("users:records.addressBook.validation.region")))
                  : !address.street?.trim()
                    ? Promise.reject(new Error(t("users:records.addressBook.validation.street")))
                    : Promise.resolve(),
            },
          ]}
        >
          <AddressField
            regionPlaceholder={t("users:records.addressBook.hints.region")}
            streetLabel={t("users:records.addressBook.fields.street")}
          />
        </Form.Item>
        <Form.Item
          name="isDefault"
          valuePropName="checked"
          extra={lockedDefault ? t("users:records.addressBook.hints.defaultLocked") : undefined}
          style={{ marginBottom: 0 }}
        >
          <Checkbox disabled={lockedDefault}>
            {t("users:records.addressBook.fields.isDefault")}
          </Checkbox>
        </Form.Item>
      </Form>
    </RecordDialog>
  );
}

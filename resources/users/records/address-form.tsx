import { Checkbox, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { AddressField } from "@/components/address-field";
import { useSchemaForm } from "@/components/form/use-schema-form";
import {
  userAddressFields,
  type UserAddress,
  type UserAddressFormValues,
} from "../schema/address-book";
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
 * Add or edit an address in a dialog, its fields' labels and rules from the address book's schema. A
 * refused save keeps the dialog and everything typed, with the server's messages on their fields (or
 * above the form when they name none).
 */
export function AddressFormModal({ record, first, onSave, onClose }: AddressFormModalProps) {
  const { t } = useTranslation("users");
  const [form] = Form.useForm<UserAddressFormValues>();
  const field = useSchemaForm(userAddressFields);
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
        <Form.Item {...field("label")} extra={t("users:records.addressBook.hints.label")}>
          <Input />
        </Form.Item>
        <Form.Item {...field("recipientName")}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item {...field("phone")} extra={t("users:records.addressBook.hints.phone")}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item {...field("address")}>
          <AddressField
            regionPlaceholder={t("users:records.addressBook.hints.region")}
            streetLabel={t("users:records.addressBook.fields.street")}
          />
        </Form.Item>
        <Form.Item
          {...field("isDefault", { label: false })}
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

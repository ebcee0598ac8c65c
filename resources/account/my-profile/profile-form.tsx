import { Button, Flex, Form, Input, Space, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import type { Profile } from "@providers/auth/session";
import { toApiValues, useSchemaForm } from "@/components/form/use-schema-form";
import { profileUpdate, type ProfileUpdate } from "../schema/account";
import { PhotoField } from "./photo-field";

export type ProfileFormValues = Pick<
  Profile,
  "firstName" | "middleName" | "lastName" | "phone" | "photoUrl"
>;

interface ProfileFormProps {
  form: FormInstance<ProfileFormValues>;
  profile: Profile;
  initials: string;
  saving: boolean;
  /** The values as the API takes them (an emptied middle or last name is none: null). */
  onSave: (values: ProfileUpdate) => void;
  onCancel: () => void;
}

/**
 * The own profile's edit form (spec 6: name in first-middle-last form, phone optional, photo); its
 * fields' labels and rules are the profile update's schema. The email shows, unchangeable here.
 */
export function ProfileForm({
  form,
  profile,
  initials,
  saving,
  onSave,
  onCancel,
}: ProfileFormProps) {
  const { t } = useTranslation("account");
  const field = useSchemaForm(profileUpdate);
  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      onFinish={(values) => onSave(toApiValues(profileUpdate, values) as ProfileUpdate)}
      requiredMark="optional"
    >
      <Form.Item {...field("photoUrl")}>
        <PhotoField initials={initials} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item {...field("firstName")} style={{ flex: "1 1 200px" }}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item {...field("middleName")} style={{ flex: "1 1 200px" }}>
          <Input autoComplete="additional-name" />
        </Form.Item>
        <Form.Item {...field("lastName")} style={{ flex: "1 1 200px" }}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Flex>
      <Form.Item {...field("phone")} extra={t("account:profile.phoneHint")}>
        <Input autoComplete="tel" inputMode="tel" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        label={t("account:profile.fields.email")}
        htmlFor="profile-email"
        extra={t("account:profile.emailHint")}
      >
        <Input id="profile-email" value={profile.email} disabled style={{ maxWidth: 320 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("account:profile.save")}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t("account:profile.cancel")}
        </Button>
      </Space>
    </Form>
  );
}

import { EditOutlined } from "@ant-design/icons";
import {
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Skeleton,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "@providers/auth/session";
import { isApiError } from "@providers/data/http";
import { getMe } from "@providers/data/api";
import { updateMe } from "../api";
import type { ProfileUpdate } from "../schema/account";
import { config } from "@/config";
import { saveProfile, useSession } from "@/hooks/use-session";
import { ProfileForm, type ProfileFormValues } from "./profile-form";
import { formatInitials, formatPhone } from "@/lib/format";
import { useErrorToast } from "@/lib/error-toast";

/** /my-profile: the own profile, editable in first-middle-last form (spec 6 configuration flags). */
export default function MyProfilePage() {
  const { t } = useTranslation("account");
  const { message } = App.useApp();
  const showError = useErrorToast();
  const session = useSession();
  const [profile, setProfile] = useState<Profile | undefined>(session?.user);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ProfileFormValues>();

  useEffect(() => {
    getMe()
      .then(setProfile)
      .catch((error: unknown) => showError(error instanceof Error ? error.message : String(error)));
  }, [showError]);

  if (!profile) return <Skeleton active />;

  const save = async (values: ProfileUpdate) => {
    setSaving(true);
    try {
      const updated = await updateMe(values);
      // The stored user keeps its role and permissions; the edited fields and the name follow the answer.
      const merged = { ...profile, ...updated, role: profile.role };
      setProfile(merged);
      if (session) saveProfile({ ...session.user, ...merged });
      void message.success(t("account:profile.saved"));
      setEditing(false);
    } catch (error) {
      if (isApiError(error) && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: name as keyof ProfileFormValues,
            errors: Array.isArray(errors) ? errors : [errors],
          })),
        );
      }
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const startEdit = () => {
    form.setFieldsValue({
      firstName: profile.firstName,
      middleName: profile.middleName ?? "",
      lastName: profile.lastName ?? "",
      phone: profile.phone ?? "",
      photoUrl: profile.photoUrl ?? "",
    });
    setEditing(true);
  };

  return (
    <Card
      title={t("account:profile.title")}
      extra={
        !editing && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={startEdit}>
            {t("account:profile.edit")}
          </Button>
        )
      }
      style={{ maxWidth: 880 }}
    >
      {editing ? (
        <ProfileForm
          form={form}
          profile={profile}
          initials={formatInitials(profile.name)}
          saving={saving}
          onSave={(values) => void save(values)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Flex gap={24} wrap align="flex-start">
          <Avatar
            size={96}
            src={profile.photoUrl || undefined}
            style={{ backgroundColor: config.ui.theme.primary, flex: "none" }}
          >
            {formatInitials(profile.name)}
          </Avatar>
          <Descriptions
            column={1}
            style={{ flex: 1, minWidth: 260 }}
            styles={{ label: { width: 160 } }}
          >
            <Descriptions.Item label={t("account:profile.fields.name")}>
              <Typography.Text strong>{profile.name}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("account:profile.fields.email")}>
              {profile.email}
            </Descriptions.Item>
            <Descriptions.Item label={t("account:profile.fields.phone")}>
              {profile.phone ? formatPhone(profile.phone) : t("account:profile.none")}
            </Descriptions.Item>
            <Descriptions.Item label={t("account:profile.fields.role")}>
              {profile.role.roleName}
            </Descriptions.Item>
            <Descriptions.Item label={t("account:profile.fields.subRoles")}>
              {(session?.subRoles ?? []).length === 0
                ? t("account:profile.none")
                : session?.subRoles.map((role) => (
                    <Tag key={role.subRoleId}>
                      {role.brandName ? `${role.roleName} · ${role.brandName}` : role.roleName}
                    </Tag>
                  ))}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </Card>
  );
}

import { EditOutlined } from "@ant-design/icons";
import {
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Skeleton,
  Space,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "@providers/auth/session";
import { isApiError } from "@providers/data/http";
import { getMe } from "@providers/data/api";
import { updateMe } from "../api";
import { config } from "@/config";
import { saveProfile, useSession } from "@/hooks/use-session";
import { PhotoField } from "./photo-field";

type ProfileForm = Pick<Profile, "firstName" | "middleName" | "lastName" | "phone" | "photoUrl">;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");

/** /my-profile: the own profile, editable in first-middle-last form (spec 6 configuration flags). */
export default function MyProfilePage() {
  const { t } = useTranslation("account");
  const { message } = App.useApp();
  const session = useSession();
  const [profile, setProfile] = useState<Profile | undefined>(session?.user);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ProfileForm>();

  useEffect(() => {
    getMe()
      .then(setProfile)
      .catch(
        (error: unknown) =>
          void message.error(error instanceof Error ? error.message : String(error)),
      );
  }, [message]);

  if (!profile) return <Skeleton active />;

  const save = async (values: ProfileForm) => {
    setSaving(true);
    try {
      const updated = await updateMe({ ...values, phone: values.phone?.trim() ?? "" });
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
            name: name as keyof ProfileForm,
            errors: Array.isArray(errors) ? errors : [errors],
          })),
        );
      }
      void message.error(error instanceof Error ? error.message : String(error));
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
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          requiredMark="optional"
        >
          <Form.Item name="photoUrl" label={t("account:profile.fields.photo")}>
            <PhotoField initials={initialsOf(profile.name)} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="firstName"
              label={t("account:profile.fields.firstName")}
              rules={[{ required: true, whitespace: true }, { max: 50 }]}
              style={{ flex: "1 1 200px" }}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item
              name="middleName"
              label={t("account:profile.fields.middleName")}
              rules={[{ max: 50 }]}
              style={{ flex: "1 1 200px" }}
            >
              <Input autoComplete="additional-name" />
            </Form.Item>
            <Form.Item
              name="lastName"
              label={t("account:profile.fields.lastName")}
              rules={[{ max: 50 }]}
              style={{ flex: "1 1 200px" }}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Flex>
          <Form.Item
            name="phone"
            label={t("account:profile.fields.phone")}
            rules={[
              { required: !config.user.phoneOptional },
              { pattern: /^\+?[0-9 ()-]{6,20}$/, message: t("account:profile.phoneInvalid") },
            ]}
            extra={t("account:profile.phoneHint")}
          >
            <Input autoComplete="tel" inputMode="tel" style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item
            label={t("account:profile.fields.email")}
            extra={t("account:profile.emailHint")}
          >
            <Input value={profile.email} disabled style={{ maxWidth: 320 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t("account:profile.save")}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={saving}>
              {t("account:profile.cancel")}
            </Button>
          </Space>
        </Form>
      ) : (
        <Flex gap={24} wrap align="flex-start">
          <Avatar
            size={96}
            src={profile.photoUrl || undefined}
            style={{ backgroundColor: config.ui.theme.primary, flex: "none" }}
          >
            {initialsOf(profile.name)}
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
              {profile.phone || t("account:profile.none")}
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

import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { useShow } from "@refinedev/core";
import { Button, Descriptions, Flex, Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RecordDetails } from "@/components/crud/record-details";
import { RecordShow } from "@/components/crud/record-show";
import { ActiveTag } from "@/components/crud/status-tag";
import type { UserWithRole } from "../schema/user";
import { USER_RESOURCES, userLinks, type UserKind } from "./kinds";
import { userTexts } from "./texts";
import { UserActionsMenu } from "./user-row-actions";
import { UserSummary } from "./user-summary";
import { useUserPermissions } from "./use-user-permissions";
import { formatDate, formatDateTime, formatPhone } from "@/lib/format";

interface UserShowProps {
  kind: UserKind;
  /** Sections of other areas about this user, below the details (address book, prescriptions). */
  sections?: (user: UserWithRole) => ReactNode;
}

/** /admin/:id and /customer/:id: the user's details, a customer's summary, and the account actions. */
export function UserShow({ kind, sections }: UserShowProps) {
  const { t } = useTranslation("users");
  const can = useUserPermissions(kind);
  const { query, result: user } = useShow<UserWithRole>({ resource: can.resource });
  const gender =
    user?.gender === "FEMALE" ? t("users:accounts.gender.female") : t("users:accounts.gender.male");

  if (query.isError)
    return (
      <Result
        status="error"
        title={t("users:accounts.loadFailed")}
        subTitle={query.error?.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t("crud.errorState.retry")}
          </Button>
        }
      />
    );

  return (
    <RecordShow
      record={user}
      query={query}
      title={userTexts(t, kind).show}
      canDelete={!!user && can.mayDelete(user)}
      deleteButtonProps={{
        confirmTitle: t("crud.actions.deleteConfirm", { name: user?.name ?? "" }),
      }}
      actions={
        user && (
          <>
            <ChangeLogsButton
              to={userLinks(kind).changeLogs(user.userId)}
              area={USER_RESOURCES[kind]}
            />
            <UserActionsMenu user={user} can={can} labelled />
          </>
        )
      }
    >
      {user && (
        <Flex vertical gap={24}>
          <RecordDetails>
            <Descriptions.Item label={t("users:accounts.fields.firstName")}>
              {user.firstName}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.middleName")}>
              {user.middleName || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.lastName")}>
              {user.lastName || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.email")}>
              {user.email}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.phone")}>
              {formatPhone(user.phone)}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.role")}>
              {user.role.roleName}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.gender")}>
              {gender}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.birthDate")}>
              {formatDate(user.birthDate)}
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.isActive")}>
              <ActiveTag active={user.isActive} />
            </Descriptions.Item>
            <Descriptions.Item label={t("users:accounts.fields.lastLoginAt")}>
              {formatDateTime(user.lastLoginAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("crud.fields.createdAt")}>
              {formatDateTime(user.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t("crud.fields.updatedAt")}>
              {formatDateTime(user.updatedAt)}
            </Descriptions.Item>
          </RecordDetails>
          {kind === "customer" && <UserSummary userId={user.userId} email={user.email} />}
          {sections?.(user)}
        </Flex>
      )}
    </RecordShow>
  );
}

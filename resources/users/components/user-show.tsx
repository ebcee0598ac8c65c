import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { Button, Flex, Result } from "antd";
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
import { useRecord } from "@/components/crud/use-record";

interface UserShowProps {
  kind: UserKind;
  /** Sections of other areas about this user, below the details (address book, prescriptions). */
  sections?: (user: UserWithRole) => ReactNode;
}

/** /admin/:id and /customer/:id: the user's details, a customer's summary, and the account actions. */
export function UserShow({ kind, sections }: UserShowProps) {
  const { t } = useTranslation("users");
  const can = useUserPermissions(kind);
  const { query, result: user } = useRecord<UserWithRole>({ resource: can.resource });
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
            <UserActionsMenu user={user} can={can} />
          </>
        )
      }
    >
      {user && (
        <Flex vertical gap={24}>
          <RecordDetails
            items={[
              { label: t("users:accounts.fields.firstName"), value: user.firstName },
              { label: t("users:accounts.fields.middleName"), value: user.middleName || "-" },
              { label: t("users:accounts.fields.lastName"), value: user.lastName || "-" },
              { label: t("users:accounts.fields.email"), value: user.email },
              { label: t("users:accounts.fields.phone"), value: formatPhone(user.phone) },
              { label: t("users:accounts.fields.role"), value: user.role.roleName },
              { label: t("users:accounts.fields.gender"), value: gender },
              { label: t("users:accounts.fields.birthDate"), value: formatDate(user.birthDate) },
              {
                label: t("users:accounts.fields.isActive"),
                value: <ActiveTag active={user.isActive} />,
              },
              {
                label: t("users:accounts.fields.lastLoginAt"),
                value: formatDateTime(user.lastLoginAt),
              },
              { label: t("crud.fields.createdAt"), value: formatDateTime(user.createdAt) },
              { label: t("crud.fields.updatedAt"), value: formatDateTime(user.updatedAt) },
            ]}
          />
          {kind === "customer" && <UserSummary userId={user.userId} email={user.email} />}
          {sections?.(user)}
        </Flex>
      )}
    </RecordShow>
  );
}

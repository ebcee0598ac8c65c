import { useForm } from "@refinedev/antd";
import {
  useInvalidate,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
} from "@refinedev/core";
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Skeleton,
  Typography,
  type ButtonProps,
  type FormProps,
} from "antd";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { ConflictWarning } from "@/components/crud/conflict-warning";
import { useConflictReload, type RecordConflict } from "@/components/crud/use-conflict-reload";
import { PageTitle } from "@/components/crud/page-title";
import { placeNestedServerErrors, type FieldPath } from "@/components/crud/server-errors";
import { toApiValues, useSchemaForm } from "@/components/form/use-schema-form";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime } from "@/lib/format";

/** A form without a schema has no fields to describe. */
const NO_SCHEMA = z.object({});

/** What every settings record answers besides its values (src/contract/app-config.ts). */
export interface SettingsRecord extends BaseRecord {
  updatedAt: string;
  updatedBy: { userId: string; name: string } | null;
}

interface SettingsFormOptions {
  /** The area (Refine resource and permission) and the setting's id under `/app-config-settings`. */
  resource: string;
  setting: string;
  errorField?: (path: FieldPath) => FieldPath | undefined;
  /**
   * The setting's write schema: the fields take their labels and rules from it (`field`), and an
   * emptied optional field is sent as null.
   */
  schema?: z.ZodType;
}

/**
 * The form of a settings page (one record per page, saved whole): Refine's antd form on
 * `/app-config-settings/{setting}`, the unsaved-changes warning (re-armed after a failed save), the
 * server's field errors on their fields, the loaded `updatedAt` sent with a save and the 409 state
 * ("someone else saved first": what was typed stays until Reload).
 */
export function useSettingsForm<TData extends SettingsRecord, TVariables>({
  resource,
  setting,
  errorField,
  schema,
}: SettingsFormOptions) {
  const { t } = useTranslation();
  const field = useSchemaForm(schema ?? NO_SCHEMA);
  const formRef = useRef<FormProps["form"]>(undefined);
  const { refetch, setStale, conflict } = useConflictReload();
  // The answer of the last save: its updatedAt is the one to send next, before the refetch lands.
  const [saved, setSaved] = useState<TData>();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const mayEdit = useAccess(resource, "edit");
  const result = useForm<TData, HttpError, TVariables>({
    resource,
    id: setting,
    action: "edit",
    meta: { apiPath: "app-config-settings" },
    redirect: false,
    warnWhenUnsavedChanges: true,
    // A refetch after a refused save would reset what was typed: the record refreshes on success only.
    invalidates: [],
    queryOptions: { refetchOnWindowFocus: false, retry: false },
    successNotification: () => ({ message: t("settings.saved"), type: "success" }),
    errorNotification: (error) =>
      error?.statusCode === 409
        ? false
        : {
            message: t("settings.saveFailed"),
            description: error?.message,
            type: "error",
          },
    onMutationSuccess: (data) => {
      setStale(false);
      setSaved(data.data);
      void invalidate({ resource, invalidates: ["detail"], id: setting });
    },
    onMutationError: (error) => {
      setWarnWhen(true);
      if (error?.statusCode === 409) setStale(true);
      if (formRef.current)
        placeNestedServerErrors(formRef.current, error?.errors as never, errorField);
    },
  });
  formRef.current = result.form;
  const { query, formProps } = result;
  const loaded = query?.data?.data;
  const record = saved && (!loaded || saved.updatedAt > loaded.updatedAt) ? saved : loaded;

  refetch.current = () => query?.refetch() ?? Promise.resolve();

  return {
    ...result,
    record,
    mayEdit,
    formProps: {
      ...formProps,
      onFinish: (typed: TVariables) => {
        const values = schema
          ? (toApiValues(schema, typed as Record<string, unknown>) as TVariables)
          : typed;
        return formProps.onFinish?.(
          record ? ({ ...values, updatedAt: record.updatedAt } as TVariables) : values,
        );
      },
    },
    conflict,
    /** A field of the form, from the schema: spread it on a Form.Item (`<Form.Item {...field("name")}>`). */
    field,
  };
}

/** "Someone else saved first" on a settings page: what was typed stays until the user reloads. */
export function SettingsConflict({ conflict }: { conflict: RecordConflict }) {
  const { t } = useTranslation();
  return (
    <ConflictWarning
      conflict={conflict}
      title={t("settings.conflictTitle")}
      description={t("settings.conflictDescription")}
      reloadLabel={t("settings.reload")}
    />
  );
}

interface SettingsPageProps<V> {
  title: string;
  description: ReactNode;
  form: {
    query?: {
      isError: boolean;
      isFetching: boolean;
      error?: { message?: string } | null;
      refetch: () => Promise<unknown>;
    };
    record?: SettingsRecord;
    mayEdit: boolean;
    formProps: FormProps<V>;
    saveButtonProps: ButtonProps;
    conflict?: RecordConflict;
  };
  /** The page's change log (`links.shipment.changeLogs()`) and the area whose permission opens it. */
  changeLogs?: { to: string; area: string };
  children: ReactNode;
}

/**
 * The frame of a settings page: title, what the setting does, who changed it last and when, the
 * loading and error states, the 409 warning and the Save button (only for those who may change it).
 */
export function SettingsPage<V>({
  title,
  description,
  form,
  changeLogs,
  children,
}: SettingsPageProps<V>) {
  const { t } = useTranslation();
  const { query, record, mayEdit, formProps, saveButtonProps, conflict } = form;

  // Refine resets the form as soon as it is made, before the setting has loaded: the form stays
  // connected (no markup of its own) while the page waits or says it could not load.
  const waitingForm = <Form form={formProps.form} component={false} />;
  let body: ReactNode;
  if (query?.isError) {
    body = (
      <>
        {waitingForm}
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("settings.loadFailed")}
          description={query.error?.message}
          action={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t("settings.retry")}
            </Button>
          }
        />
      </>
    );
  } else if (!record) {
    body = (
      <>
        {waitingForm}
        <Skeleton active aria-busy="true" aria-label={t("settings.loading")} />
      </>
    );
  } else {
    body = (
      <>
        {conflict && <SettingsConflict conflict={conflict} />}
        <Form {...formProps} layout="vertical" disabled={!mayEdit} requiredMark={false}>
          {children}
          {mayEdit && (
            <Flex justify="flex-end" style={{ marginTop: 8 }}>
              <Button {...saveButtonProps} type="primary" htmlType="submit">
                {t("settings.save")}
              </Button>
            </Flex>
          )}
        </Form>
      </>
    );
  }

  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={changeLogs && <ChangeLogsButton to={changeLogs.to} area={changeLogs.area} />}
      style={{ maxWidth: 1040 }}
      styles={{ header: { flexWrap: "wrap" } }}
    >
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      {record && (
        <Typography.Paragraph type="secondary" data-testid="settings-last-changed">
          {record.updatedBy
            ? t("settings.lastChangedBy", {
                when: formatDateTime(record.updatedAt),
                name: record.updatedBy.name,
              })
            : t("settings.lastChanged", { when: formatDateTime(record.updatedAt) })}
        </Typography.Paragraph>
      )}
      {record && !mayEdit && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("settings.readOnly")} />
      )}
      {body}
    </Card>
  );
}

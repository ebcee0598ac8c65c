import { WhatsAppOutlined } from "@ant-design/icons";
import { useForm } from "@refinedev/antd";
import { useInvalidate, useList, useWarnAboutChange, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ChangeLogsButton } from "@/components/crud/change-logs-button";
import { useConflictReload } from "@/components/crud/use-conflict-reload";
import { PageTitle } from "@/components/crud/page-title";
import { placeNestedServerErrors } from "@/components/crud/server-errors";
import { ErrorState } from "@/components/error-state";
import { SettingsConflict } from "@/components/settings/settings-form";
import type { ChangeLog } from "@/contract/change-log";
import type { ContactUsFormValues } from "../schema/contact-us";
import { useAccess } from "@/hooks/use-access";
import { formatDateTime, formatPhone } from "@/lib/format";
import { useContactUsForm } from "./use-contact-us-form";
import { links } from "../links";

const KEY = "CONTACT_US";
const WHATSAPP = /^\+62[1-9][0-9]{7,12}$/;
const SOCIAL = ["instagram", "facebook", "tiktok", "youtube", "x"] as const;

interface AppConfig {
  configId: string;
  key: string;
  value: ContactUsFormValues;
  updatedAt: string;
}

const digitsOnly = (value: string | undefined) => (value ?? "").replace(/[\s-]/g, "");
/** The chat link of a +62 number: https://wa.me/62… */
export const whatsappChatUrl = (value: string) => `https://wa.me/${value.replace(/[^0-9]/g, "")}`;

export default function ContactUsPage() {
  const { t } = useTranslation("configuration");
  const canEdit = useAccess("config-contact-us", "edit");
  const loadedAt = useRef<string | undefined>(undefined);
  const { refetch, setStale, conflict } = useConflictReload();
  const invalidate = useInvalidate();
  const { setWarnWhen } = useWarnAboutChange();
  const { field, toApi } = useContactUsForm();
  const { form, formProps, saveButtonProps, query } = useForm<
    AppConfig,
    HttpError,
    { value: ContactUsFormValues }
  >({
    resource: "app-configs",
    id: KEY,
    action: "edit",
    redirect: false,
    warnWhenUnsavedChanges: true,
    // A refetch after a refused save would put the server's values over what was typed: the record
    // refreshes on success only (as on the settings pages).
    invalidates: [],
    queryOptions: {
      refetchOnWindowFocus: false,
      // Numbers are stored as +62…; the form shows them the way staff read them (+62 21-5000-1234).
      select: (answer) => ({
        ...answer,
        data: {
          ...answer.data,
          value: {
            ...answer.data.value,
            phone: formatPhone(answer.data.value.phone),
            whatsapp: formatPhone(answer.data.value.whatsapp),
          },
        },
      }),
    },
    successNotification: () => ({ type: "success", message: t("configuration:contactUs.saved") }),
    errorNotification: (error) => (error?.statusCode === 409 ? false : undefined),
    onMutationSuccess: () => {
      setStale(false);
      void invalidate({ resource: "app-configs", invalidates: ["detail"], id: KEY });
      void logs.query.refetch();
    },
    onMutationError: (error) => {
      setWarnWhen(true);
      if (error?.statusCode === 409) setStale(true);
      placeNestedServerErrors(form, error?.errors as never);
    },
  });
  refetch.current = () => query?.refetch() ?? Promise.resolve();
  const record = query?.data?.data;
  loadedAt.current = record?.updatedAt;
  const logs = useList<ChangeLog>({
    resource: "contact-us-change-logs",
    meta: { apiPath: "change-logs" },
    filters: [
      { field: "entity", operator: "eq", value: "contact-us" },
      { field: "entityId", operator: "eq", value: KEY },
    ],
    sorters: [{ field: "createdAt", order: "desc" }],
    pagination: { currentPage: 1, pageSize: 1 },
  });
  const lastLog = logs.result.data?.[0];
  const whatsapp = digitsOnly(Form.useWatch(["value", "whatsapp"], form));

  const title = t("configuration:contactUs.title");
  if (query?.isError)
    return (
      <Card title={<PageTitle>{title}</PageTitle>}>
        <ErrorState
          title={t("configuration:contactUs.loadFailed")}
          subTitle={query.error?.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t("configuration:contactUs.retry")}
            </Button>
          }
        />
      </Card>
    );

  return (
    <Card
      title={<PageTitle>{title}</PageTitle>}
      extra={<ChangeLogsButton to={links.contactUs.changeLogs()} area="config-contact-us" />}
    >
      {query?.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {lastLog
              ? t("configuration:contactUs.lastChangeBy", {
                  name: lastLog.changedBy.name,
                  at: formatDateTime(lastLog.createdAt),
                })
              : t("configuration:contactUs.lastChange", { at: formatDateTime(record?.updatedAt) })}
          </Typography.Paragraph>
          {conflict && <SettingsConflict conflict={conflict} />}
          <Form
            {...formProps}
            layout="vertical"
            disabled={canEdit === false}
            onFinish={(values) =>
              formProps.onFinish?.({
                ...values,
                value: toApi(values.value),
                updatedAt: loadedAt.current,
              } as never)
            }
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item {...field(["value", "phone"])}>
                  <Input inputMode="tel" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  {...field(["value", "whatsapp"])}
                  extra={
                    WHATSAPP.test(whatsapp) ? (
                      <Typography.Link
                        href={whatsappChatUrl(whatsapp)}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        <WhatsAppOutlined aria-hidden /> {t("configuration:contactUs.openChat")}
                      </Typography.Link>
                    ) : (
                      t("configuration:contactUs.whatsappHelp")
                    )
                  }
                >
                  <Input inputMode="tel" placeholder="+6281234567890" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item {...field(["value", "email"])}>
                  <Input inputMode="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item {...field(["value", "openingHours"])}>
                  <Input
                    placeholder={t("configuration:contactUs.openingHoursPlaceholder")}
                    maxLength={200}
                  />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item {...field(["value", "address"])}>
                  <Input.TextArea rows={3} maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t("configuration:contactUs.social")}
            </Typography.Title>
            <Row gutter={16}>
              {SOCIAL.map((network) => {
                return (
                  <Col xs={24} md={12} key={network}>
                    <Form.Item {...field(["value", network])}>
                      <Input inputMode="url" placeholder="https://" />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
            {canEdit === false ? (
              <Alert type="info" showIcon message={t("configuration:contactUs.readOnly")} />
            ) : (
              <Button
                type="primary"
                htmlType="submit"
                loading={saveButtonProps.loading}
                disabled={saveButtonProps.disabled}
              >
                {t("configuration:contactUs.save")}
              </Button>
            )}
          </Form>
        </>
      )}
    </Card>
  );
}

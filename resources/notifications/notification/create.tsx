import { SendOutlined } from "@ant-design/icons";
import { Alert, Col, Form, Modal, Row, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { PageTitle } from "@/components/crud/page-title";
import { useRecordForm } from "@/components/crud/use-record-form";
import { Create } from "@/components/crud/views";
import { AudienceFields } from "../components/audience-field";
import { ContentFields, type ContentSource } from "../components/content-fields";
import { audienceText, channelLabel } from "../components/labels";
import { MessagePreview } from "../components/message-preview";
import { useAudienceCount } from "../components/use-audience-count";
import {
  notificationSend,
  type Audience,
  type CustomerNotification,
  type NotificationSendValues,
} from "../schema/customer-notification";

type SendFormValues = NotificationSendValues & { source?: ContentSource };

const INITIAL: Partial<SendFormValues> = {
  channel: "PUSH_NOTIFICATION",
  source: "OWN",
  templateId: null,
  audience: { type: "ALL", loyaltyId: null, tierId: null, storeId: null, userIds: [] },
  title: "",
  message: "",
};

/** Send a notification now: channel, audience (with its size), message, preview, confirmation. */
export default function NotificationSend() {
  const { t } = useTranslation("notifications");
  const { form, formProps, saveButtonProps, field } = useRecordForm<
    CustomerNotification,
    NotificationSendValues
  >({
    action: "create",
    resource: "notification",
    idField: "notificationId",
    schema: notificationSend,
  });
  const [pending, setPending] = useState<NotificationSendValues>();
  const channel = Form.useWatch("channel", form);
  const title = Form.useWatch("title", form) as string | undefined;
  const message = Form.useWatch("message", form) as string | undefined;
  const audience = Form.useWatch("audience", form) as Partial<Audience> | undefined;
  const count = useAudienceCount(apiPath("/notifications/audience-count"), audience);

  const confirm = ({ source, ...values }: SendFormValues) => {
    setPending({ ...values, templateId: source === "TEMPLATE" ? values.templateId : null });
  };
  const send = async () => {
    const values = pending;
    setPending(undefined);
    if (values) await formProps.onFinish?.(values);
  };

  return (
    <Create
      title={<PageTitle>{t("notifications:titles.send")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={{
        ...saveButtonProps,
        icon: <SendOutlined aria-hidden />,
        children: t("notifications:actions.sendNow"),
        disabled: saveButtonProps.disabled || count.count === 0,
      }}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Form<SendFormValues>
            {...formProps}
            initialValues={INITIAL}
            layout="vertical"
            onFinish={confirm}
          >
            <ContentFields field={field} />
            <AudienceFields count={count} field={field} />
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t("notifications:preview.title")}
          </Typography.Title>
          <MessagePreview channel={channel} title={title} message={message} />
        </Col>
      </Row>
      <Modal
        open={pending !== undefined}
        title={t("notifications:confirm.title")}
        okText={t("notifications:confirm.ok", { count: count.count ?? 0 })}
        cancelText={t("notifications:confirm.cancel")}
        onOk={send}
        onCancel={() => setPending(undefined)}
        destroyOnHidden
      >
        {pending && (
          <>
            <Typography.Paragraph>
              {t("notifications:confirm.body", {
                count: count.count ?? 0,
                channel: channelLabel(t, pending.channel),
                audience: audienceText(t, pending.audience, count.name ?? ""),
              })}
            </Typography.Paragraph>
            <Typography.Paragraph strong>{pending.title}</Typography.Paragraph>
            <Alert type="info" showIcon message={t("notifications:confirm.cannotUndo")} />
          </>
        )}
      </Modal>
      {count.count === 0 && (
        <Alert
          type="warning"
          showIcon
          message={t("notifications:audience.nobody")}
          style={{ marginTop: 16 }}
        />
      )}
    </Create>
  );
}

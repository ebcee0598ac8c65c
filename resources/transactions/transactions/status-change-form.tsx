import { useCustomMutation, useWarnAboutChange, type HttpError } from "@refinedev/core";
import { Alert, App, Button, Form, Input, Radio, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { useSchemaForm } from "@/components/form/use-schema-form";
import {
  transactionStatusChange,
  type Transaction,
  type TransactionStatusChange,
} from "../schema/transaction";
import { allowedMoves, NOTE_MAX, type TransactionStatus } from "../schema/transaction-rules";
import { statusLabel } from "./status-labels";
import { useErrorToast } from "@/lib/error-toast";
import { RadioGroup } from "@/components/form/choice-group";

interface Props {
  transaction: Transaction;
  /** Loads the order again (after a move, or to see someone else's change). */
  reload: () => Promise<unknown>;
}

interface Values {
  status?: TransactionStatus;
  note?: string;
  trackingNumber?: string | null;
}

/**
 * The status change (TRANSACTION update): only the moves the order's state allows, a note each time,
 * the tracking number to ship. A 409 (someone else moved it meanwhile) keeps what was typed and offers
 * to load their version.
 */
export function StatusChangeForm({ transaction, reload }: Props) {
  const { t } = useTranslation("transactions");
  const { message, modal } = App.useApp();
  const showError = useErrorToast();
  const [form] = Form.useForm<Values>();
  const field = useSchemaForm(transactionStatusChange);
  const { setWarnWhen } = useWarnAboutChange();
  const { mutateAsync, mutation } = useCustomMutation<Transaction>();
  const [stale, setStale] = useState(false);
  // The unsaved-changes warning is armed once per edit (each call re-renders the whole console).
  const armed = useRef(false);
  const [reloading, setReloading] = useState(false);
  const chosen = Form.useWatch("status", form);
  const moves = allowedMoves(transaction.status, transaction.deliveryType);

  if (moves.length === 0)
    return (
      <Typography.Paragraph type="secondary">{t("transactions:move.final")}</Typography.Paragraph>
    );

  const submit = async (values: Values) => {
    const body: TransactionStatusChange = {
      status: values.status!,
      note: values.note ?? "",
      trackingNumber: values.status === "SHIPPED" ? (values.trackingNumber ?? null) : null,
      updatedAt: transaction.updatedAt,
    };
    try {
      await mutateAsync({
        url: apiPath("/transactions/{id}/status", { id: transaction.transactionId }),
        method: "post",
        values: body,
        successNotification: false,
        errorNotification: false,
      });
      setWarnWhen(false);
      armed.current = false;
      setStale(false);
      form.resetFields();
      void message.success(
        t("transactions:move.done", {
          code: transaction.transactionCode,
          status: statusLabel(t, body.status),
        }),
      );
      await reload();
    } catch (caught) {
      const error = caught as HttpError;
      if (error.statusCode === 409) {
        setStale(true);
        return;
      }
      const errors = (error.errors ?? {}) as Record<string, string>;
      const fields = Object.entries(errors).map(([name, text]) => ({
        name: name as keyof Values,
        errors: [String(text)],
      }));
      if (fields.length) form.setFields(fields);
      else showError(t("transactions:move.failed", { message: error.message }));
    }
  };

  return (
    <>
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t("transactions:move.conflictTitle")}
          description={t("transactions:move.conflictText")}
          action={
            <Button
              loading={reloading}
              onClick={async () => {
                setReloading(true);
                try {
                  await reload();
                  setStale(false);
                } finally {
                  setReloading(false);
                }
              }}
            >
              {t("transactions:move.reload")}
            </Button>
          }
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={() => {
          if (armed.current) return;
          armed.current = true;
          setWarnWhen(true);
        }}
        onFinish={(values) => {
          // A move to a final status (cancelled, expired, refunded) cannot be undone:
          // it is confirmed first, saying so.
          if (allowedMoves(values.status!, transaction.deliveryType).length > 0) {
            void submit(values);
            return;
          }
          modal.confirm({
            title: t("transactions:move.confirmTitle", {
              code: transaction.transactionCode,
              status: statusLabel(t, values.status!),
            }),
            content: t("transactions:move.confirmText", {
              status: statusLabel(t, values.status!),
            }),
            okText: t("transactions:move.confirmOk", { status: statusLabel(t, values.status!) }),
            cancelText: t("transactions:move.confirmCancel"),
            onOk: () => submit(values),
          });
        }}
        aria-label={t("transactions:move.title")}
      >
        <Form.Item {...field("status", { label: t("transactions:move.to") })}>
          <RadioGroup>
            {moves.map((status) => (
              <Radio.Button key={status} value={status}>
                {statusLabel(t, status)}
              </Radio.Button>
            ))}
          </RadioGroup>
        </Form.Item>
        {chosen === "SHIPPED" && (
          <Form.Item {...field("trackingNumber")} extra={t("transactions:move.trackingHelp")}>
            <Input autoComplete="off" style={{ maxWidth: 320 }} />
          </Form.Item>
        )}
        <Form.Item {...field("note")}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t("transactions:move.submit")}
        </Button>
      </Form>
    </>
  );
}

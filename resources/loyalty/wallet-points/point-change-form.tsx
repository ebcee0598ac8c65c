import { useCustomMutation, useInvalidate, useNotification, type HttpError } from "@refinedev/core";
import { Alert, Button, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { AmountInput } from "@/components/form/amount-input";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { pointChange, type PointChangeResult, type WalletPoint } from "../schema/wallet-point";
import { REASON_MAX } from "../schema/rules";
import { formatPoints } from "@/lib/format";

export type PointChangeKind = "add" | "remove";

interface Values {
  points: number;
  reason: string;
}

/**
 * ADD_POINT / REMOVE_POINT: an amount and a required reason, then a confirmation naming the customer
 * and the new balance, then the call (which carries the wallet's `updatedAt`: if someone changed the
 * points meanwhile the server refuses and the dialog says so).
 */
export function PointChangeDialog({
  kind,
  wallet,
  onClose,
}: {
  kind: PointChangeKind;
  wallet: WalletPoint;
  onClose: () => void;
}) {
  const { t } = useTranslation("loyalty");
  const field = useSchemaForm(pointChange);
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation<PointChangeResult>();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const adding = kind === "add";
  const newBalance = (points: number) =>
    adding ? wallet.balance + points : wallet.balance - points;
  // Points inside a purchase's return window cannot be removed (the server refuses them too).
  const spendable = Math.max(0, wallet.balance - wallet.pendingPoints);

  const review = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is missing
    }
    setFailure(undefined);
    setConfirming({ points: values.points, reason: values.reason.trim() });
  };

  const submit = async (values: Values) => {
    try {
      await mutateAsync({
        url: adding
          ? apiPath("/wallet-points/{id}/add-point", { id: wallet.wpId })
          : apiPath("/wallet-points/{id}/remove-point", { id: wallet.wpId }),
        method: "post",
        values: { ...values, updatedAt: wallet.updatedAt },
        successNotification: false,
        errorNotification: false,
      });
      open?.({
        type: "success",
        message: adding
          ? t("loyalty:wallets.change.added", {
              points: formatPoints(values.points),
              name: wallet.customerName,
            })
          : t("loyalty:wallets.change.removed", {
              points: formatPoints(values.points),
              name: wallet.customerName,
            }),
        description: t("loyalty:wallets.change.balanceNow", {
          balance: formatPoints(newBalance(values.points)),
        }),
      });
      await invalidate({
        resource: "wallet-points",
        invalidates: ["list", "detail"],
        id: wallet.wpId,
      });
      onClose();
    } catch (error) {
      const http = error as HttpError;
      setConfirming(undefined);
      // The server's refusal of a field shows on it (the form is shown again).
      const fields = (["points", "reason"] as const).filter((name) => http.errors?.[name]);
      if (fields.length)
        form.setFields(fields.map((name) => ({ name, errors: [String(http.errors?.[name])] })));
      else setFailure(http.message || t("loyalty:wallets.change.failed"));
      // A 409 means the wallet changed: load its new balance.
      if (http.statusCode === 409)
        await invalidate({ resource: "wallet-points", invalidates: ["detail"], id: wallet.wpId });
    }
  };

  const pointsField = field("points");
  const title = adding
    ? t("loyalty:wallets.change.addTitle", { name: wallet.customerName })
    : t("loyalty:wallets.change.removeTitle", { name: wallet.customerName });

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        confirming
          ? [
              <Button key="back" onClick={() => setConfirming(undefined)}>
                {t("loyalty:actions.back")}
              </Button>,
              <Button
                key="confirm"
                type="primary"
                danger={!adding}
                loading={mutation.isPending}
                onClick={() => void submit(confirming)}
              >
                {adding
                  ? t("loyalty:wallets.change.confirmAdd")
                  : t("loyalty:wallets.change.confirmRemove")}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t("loyalty:actions.cancel")}
              </Button>,
              <Button key="next" type="primary" onClick={() => void review()}>
                {t("loyalty:actions.continue")}
              </Button>,
            ]
      }
    >
      <Typography.Paragraph>
        {t("loyalty:wallets.change.current", { balance: formatPoints(wallet.balance) })}
        {wallet.pendingPoints > 0 && (
          <>
            {" "}
            {t("loyalty:wallets.change.pending", {
              points: formatPoints(wallet.pendingPoints),
              spendable: formatPoints(spendable),
            })}
          </>
        )}
      </Typography.Paragraph>
      {failure && (
        <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />
      )}
      {confirming ? (
        <Alert
          type={adding ? "info" : "warning"}
          showIcon
          role="status"
          message={
            adding
              ? t("loyalty:wallets.change.confirmAddText", {
                  points: formatPoints(confirming.points),
                  name: wallet.customerName,
                  balance: formatPoints(newBalance(confirming.points)),
                })
              : t("loyalty:wallets.change.confirmRemoveText", {
                  points: formatPoints(confirming.points),
                  name: wallet.customerName,
                  balance: formatPoints(newBalance(confirming.points)),
                })
          }
          description={t("loyalty:wallets.change.reasonIs", { reason: confirming.reason })}
        />
      ) : (
        <Form<Values> form={form} layout="vertical" onFinish={() => void review()}>
          <Form.Item
            {...pointsField}
            rules={[
              ...(pointsField.rules ?? []),
              // The balance is the wallet's, not the schema's: the server checks it again.
              {
                validator: (_, value: unknown) =>
                  !adding && typeof value === "number" && value > spendable
                    ? Promise.reject(
                        new Error(
                          t("loyalty:wallets.change.tooMany", {
                            name: wallet.customerName,
                            balance: formatPoints(spendable),
                          }),
                        ),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <AmountInput autoFocus />
          </Form.Item>
          <Form.Item {...field("reason")}>
            <Input.TextArea
              rows={2}
              maxLength={REASON_MAX}
              showCount
              placeholder={t("loyalty:wallets.change.reasonHint")}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

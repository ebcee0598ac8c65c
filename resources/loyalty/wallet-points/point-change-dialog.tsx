import { useCustomMutation, useInvalidate, useNotification, type HttpError } from "@refinedev/core";
import { Alert, Button, Form, Input, InputNumber, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PointChangeResult, WalletPoint } from "../schema/wallet-point";
import { POINTS_MAX, REASON_MAX } from "../schema/rules";
import { formatPoints, groupedInputFormatter, groupedInputParser } from "@/lib/format";

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
  const { t: tc } = useTranslation("loyalty");
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState<Values>();
  const [failure, setFailure] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation<PointChangeResult>();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const adding = kind === "add";
  const newBalance = (points: number) =>
    adding ? wallet.balance + points : wallet.balance - points;

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
        url: `/wallet-points/${encodeURIComponent(wallet.wpId)}/${adding ? "add-point" : "remove-point"}`,
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
      const fieldError = http.errors?.points;
      if (fieldError) form.setFields([{ name: "points", errors: [String(fieldError)] }]);
      else setFailure(http.message || t("loyalty:wallets.change.failed"));
      // A 409 means the wallet changed: load its new balance.
      if (http.statusCode === 409)
        await invalidate({ resource: "wallet-points", invalidates: ["detail"], id: wallet.wpId });
    }
  };

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
            name="points"
            label={t("loyalty:wallets.change.points")}
            rules={[
              {
                required: true,
                message: tc("crud.validation.required", {
                  field: t("loyalty:wallets.change.points"),
                }),
              },
              {
                validator: (_, value: number | undefined) =>
                  value === undefined || value === null
                    ? Promise.resolve()
                    : !Number.isInteger(value) || value < 1
                      ? Promise.reject(new Error(t("loyalty:wallets.change.wholeNumber")))
                      : !adding && value > wallet.balance
                        ? Promise.reject(
                            new Error(
                              t("loyalty:wallets.change.tooMany", {
                                name: wallet.customerName,
                                balance: formatPoints(wallet.balance),
                              }),
                            ),
                          )
                        : Promise.resolve(),
              },
            ]}
          >
            <InputNumber<number>
              min={1}
              max={POINTS_MAX}
              precision={0}
              formatter={groupedInputFormatter}
              parser={groupedInputParser}
              style={{ width: "100%" }}
              autoFocus
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t("loyalty:wallets.change.reason")}
            rules={[
              {
                required: true,
                whitespace: true,
                message: tc("crud.validation.required", {
                  field: t("loyalty:wallets.change.reason"),
                }),
              },
              {
                max: REASON_MAX,
                message: tc("crud.validation.maxLength", {
                  field: t("loyalty:wallets.change.reason"),
                  max: REASON_MAX,
                }),
              },
            ]}
          >
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

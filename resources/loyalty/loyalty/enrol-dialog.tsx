import { useCustomMutation, useInvalidate, useList, useNotification } from "@refinedev/core";
import { Alert, Button, Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoyaltyRecord } from "../schema/loyalty";

interface CustomerOption {
  userId: string;
  name: string;
  email: string;
}

/** Enrol a customer in the programme (their wallet opens at 0 points). */
export function EnrolButton({ programme }: { programme: LoyaltyRecord }) {
  const { t } = useTranslation("loyalty");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("loyalty:programmes.enrol.button")}</Button>
      {open && <EnrolDialog programme={programme} onClose={() => setOpen(false)} />}
    </>
  );
}

function EnrolDialog({ programme, onClose }: { programme: LoyaltyRecord; onClose: () => void }) {
  const { t } = useTranslation("loyalty");
  const [search, setSearch] = useState("");
  const [userId, setUserId] = useState<string>();
  const [error, setError] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { result, query } = useList<CustomerOption>({
    resource: "users",
    pagination: { currentPage: 1, pageSize: 10, mode: "server" },
    filters: [
      { field: "userType", operator: "eq", value: "CUSTOMER" },
      { field: "q", operator: "eq", value: search || undefined },
    ],
    sorters: [{ field: "name", order: "asc" }],
  });
  const customers = { options: result.data, loading: query.isFetching };
  const submit = async () => {
    if (!userId) {
      setError(t("loyalty:programmes.enrol.pick"));
      return;
    }
    try {
      await mutateAsync({
        url: `/loyalty/${encodeURIComponent(programme.loyaltyId)}/members`,
        method: "post",
        values: { userId },
        successNotification: false,
        errorNotification: false,
      });
      const name = customers.options.find((c) => c.userId === userId)?.name ?? "";
      open?.({ type: "success", message: t("loyalty:programmes.enrol.done", { name }) });
      await invalidate({
        resource: "loyalty",
        invalidates: ["list", "detail"],
        id: programme.loyaltyId,
      });
      onClose();
    } catch (failure) {
      const payload = failure as { message?: string; errors?: Record<string, string> };
      setError(payload.errors?.userId ?? payload.message ?? t("loyalty:programmes.enrol.failed"));
    }
  };
  return (
    <Modal
      open
      title={t("loyalty:programmes.enrol.title", { name: programme.loyaltyName })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("loyalty:programmes.enrol.confirm")}
      cancelText={t("loyalty:actions.cancel")}
      okButtonProps={{ loading: mutation.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t("loyalty:programmes.enrol.customer")} required>
          <Select
            showSearch
            filterOption={false}
            aria-label={t("loyalty:programmes.enrol.customer")}
            placeholder={t("loyalty:programmes.enrol.searchCustomer")}
            onSearch={setSearch}
            value={userId}
            onChange={(value: string) => {
              setUserId(value);
              setError(undefined);
            }}
            loading={customers.loading}
            options={customers.options.map((c) => ({
              value: c.userId,
              label: `${c.name} · ${c.email}`,
            }))}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}

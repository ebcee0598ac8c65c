import {
  useCustomMutation,
  useInvalidate,
  useList,
  useNotification,
  type HttpError,
} from "@refinedev/core";
import { Alert, Form, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { FormSelect } from "@/components/form-select";
import { useSchemaForm } from "@/components/form/use-schema-form";
import { memberEnrol, type LoyaltyRecord } from "../schema/loyalty";

interface CustomerOption {
  userId: string;
  name: string;
  email: string;
}

interface Values {
  userId?: string;
}

/** The enrolment dialog: a customer picked by search, checked by the schema and the server. */
export function EnrolDialog({
  programme,
  onClose,
}: {
  programme: LoyaltyRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation("loyalty");
  const field = useSchemaForm(memberEnrol);
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState("");
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
    let userId: string;
    try {
      ({ userId = "" } = await form.validateFields());
    } catch {
      return; // the field says what is missing
    }
    setError(undefined);
    try {
      await mutateAsync({
        url: apiPath("/loyalty/{id}/members", { id: programme.loyaltyId }),
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
      const http = failure as HttpError;
      // The server's refusal of the customer shows on the field; anything else above the buttons.
      if (http.errors?.userId)
        form.setFields([{ name: "userId", errors: [String(http.errors.userId)] }]);
      else setError(http.message || t("loyalty:programmes.enrol.failed"));
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
      <Form<Values> form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item {...field("userId")}>
          <FormSelect<string>
            showSearch
            filterOption={false}
            aria-label={t("loyalty:programmes.enrol.customer")}
            placeholder={t("loyalty:programmes.enrol.searchCustomer")}
            onSearch={setSearch}
            onChange={() => setError(undefined)}
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

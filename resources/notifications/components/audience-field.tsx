import { useList, useMany } from "@refinedev/core";
import { Form, Radio, Space, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSelect } from "@/components/form-select";
import { AUDIENCE_TYPES } from "../schema/audience-rules";
import { useAccess } from "@/hooks/use-access";
import type { AudienceCountState } from "./use-audience-count";
import { audienceTypeLabel } from "./labels";
import type { SchemaFormField } from "./schema-field";
import { formatPhone } from "@/lib/format";
import { RadioGroup } from "@/components/form/choice-group";

interface Programme {
  loyaltyId: string;
  loyaltyName: string;
  tiers?: { tierId: string; name: string }[];
}
interface StoreOption {
  storeId: string;
  storeName: string;
}
interface CustomerOption {
  userId: string;
  name: string;
  email: string;
  phone?: string;
}

const customerLabel = (user: CustomerOption) =>
  [user.name, user.email, user.phone && formatPhone(user.phone)].filter(Boolean).join(" · ");

/** Customers searched by name, e-mail or phone (the customers' list, `q`), several at a time. */
function CustomerPicker({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation("notifications");
  const [search, setSearch] = useState("");
  const { result, query } = useList<CustomerOption>({
    resource: "users",
    filters: [
      { field: "userType", operator: "eq", value: "CUSTOMER" },
      { field: "isActive", operator: "eq", value: true },
      ...(search ? [{ field: "q", operator: "eq" as const, value: search }] : []),
    ],
    pagination: { currentPage: 1, pageSize: 20, mode: "server" },
    sorters: [{ field: "name", order: "asc" }],
    queryOptions: { placeholderData: (previous) => previous },
  });
  const chosen = useMany<CustomerOption>({
    resource: "users",
    ids: value ?? [],
    queryOptions: { enabled: (value?.length ?? 0) > 0 },
  });
  const options = useMemo(() => {
    const byId = new Map<string, CustomerOption>();
    for (const user of chosen.result.data ?? []) byId.set(user.userId, user);
    for (const user of result.data ?? []) byId.set(user.userId, user);
    return [...byId.values()].map((user) => ({ value: user.userId, label: customerLabel(user) }));
  }, [chosen.result.data, result.data]);
  return (
    <FormSelect<string[]>
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setSearch}
      onBlur={() => setSearch("")}
      loading={query.isFetching}
      value={value}
      // Past the schema's limit the choice stays as made: the field's message says the limit.
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={t("notifications:audience.searchCustomers")}
      notFoundContent={
        query.isFetching
          ? t("notifications:audience.searching")
          : t("notifications:audience.noCustomers")
      }
      style={{ width: "100%" }}
    />
  );
}

/**
 * The audience of a notification or a schedule (form fields under `audience`): all customers, a tier
 * of a loyalty programme, a store's customers, or customers chosen one by one; with the number of
 * recipients the demo API counts for it. Labels and rules are the schema's (`field`); the fields a
 * kind of audience needs are marked required while they show (the schema's rule across fields).
 */
export function AudienceFields({
  count,
  field,
}: {
  count: AudienceCountState;
  field: SchemaFormField;
}) {
  const { t } = useTranslation("notifications");
  const form = Form.useFormInstance();
  const type = Form.useWatch(["audience", "type"], form) as string | undefined;
  const loyaltyId = Form.useWatch(["audience", "loyaltyId"], form) as string | null | undefined;
  const programmes = useList<Programme>({
    resource: "loyalty",
    pagination: { currentPage: 1, pageSize: 100, mode: "server" },
    sorters: [{ field: "loyaltyName", order: "asc" }],
    queryOptions: { enabled: type === "TIER", staleTime: 60_000 },
  });
  const [storeSearch, setStoreSearch] = useState("");
  const stores = useList<StoreOption>({
    resource: "stores",
    filters: storeSearch ? [{ field: "q", operator: "eq", value: storeSearch }] : [],
    pagination: { currentPage: 1, pageSize: 50, mode: "server" },
    sorters: [{ field: "storeName", order: "asc" }],
    queryOptions: { enabled: type === "STORE", placeholderData: (previous) => previous },
  });
  const programme = programmes.result.data?.find((item) => item.loyaltyId === loyaltyId);
  // An audience is chosen from a list the role must be allowed to read: a role without it is told
  // so, rather than shown a picker that stays empty.
  const readable: Record<(typeof AUDIENCE_TYPES)[number], boolean> = {
    ALL: true,
    TIER: useAccess("loyalty", "list"),
    STORE: true, // the stores' list is open to every signed-in user (the outlet selector's)
    CHOSEN: useAccess("customer", "list"),
  };
  const unavailable = AUDIENCE_TYPES.filter((value) => !readable[value]);

  return (
    <>
      <Form.Item
        {...field(["audience", "type"])}
        extra={
          unavailable.length > 0 &&
          t("notifications:audience.unavailable", {
            types: unavailable.map((value) => audienceTypeLabel(t, value)).join(", "),
          })
        }
      >
        <RadioGroup>
          <Space wrap>
            {AUDIENCE_TYPES.map((value) => (
              <Radio.Button key={value} value={value} disabled={!readable[value]}>
                {audienceTypeLabel(t, value)}
              </Radio.Button>
            ))}
          </Space>
        </RadioGroup>
      </Form.Item>
      {type === "TIER" && (
        <Space wrap align="start" style={{ width: "100%" }}>
          <Form.Item {...field(["audience", "loyaltyId"])} required>
            <FormSelect
              style={{ minWidth: 240 }}
              loading={programmes.query.isLoading}
              placeholder={t("notifications:audience.chooseProgramme")}
              onChange={() => form.setFieldValue(["audience", "tierId"], null)}
              options={(programmes.result.data ?? []).map((item) => ({
                value: item.loyaltyId,
                label: item.loyaltyName,
              }))}
            />
          </Form.Item>
          <Form.Item {...field(["audience", "tierId"])} required>
            <FormSelect
              style={{ minWidth: 180 }}
              disabled={!programme}
              placeholder={t("notifications:audience.chooseTier")}
              options={(programme?.tiers ?? []).map((tier) => ({
                value: tier.tierId,
                label: tier.name,
              }))}
            />
          </Form.Item>
        </Space>
      )}
      {type === "STORE" && (
        <Form.Item {...field(["audience", "storeId"])} required>
          <FormSelect
            showSearch
            filterOption={false}
            onSearch={setStoreSearch}
            loading={stores.query.isFetching}
            placeholder={t("notifications:audience.chooseStore")}
            options={(stores.result.data ?? []).map((store) => ({
              value: store.storeId,
              label: store.storeName,
            }))}
          />
        </Form.Item>
      )}
      {type === "CHOSEN" && (
        <Form.Item {...field(["audience", "userIds"])} required>
          <CustomerPicker />
        </Form.Item>
      )}
      <Typography.Paragraph role="status" aria-live="polite" data-testid="audience-count">
        {count.loading
          ? t("notifications:audience.counting")
          : count.error
            ? t("notifications:audience.countFailed", { reason: count.error })
            : count.count !== undefined
              ? t("notifications:audience.recipients", { count: count.count })
              : t("notifications:audience.chooseFirst")}
      </Typography.Paragraph>
    </>
  );
}

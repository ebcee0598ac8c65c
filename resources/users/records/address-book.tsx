import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from "@ant-design/icons";
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Tag,
  Typography,
} from "antd";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserAddress } from "../schema/address-book";
import { MAX_USER_ADDRESSES } from "@/contract/rules";
import { apiPath } from "@providers/data/api-path";
import { AddressFormModal } from "./address-form";
import { messageOf, useUserRecords } from "./use-user-records";
import { formatPhone } from "@/lib/format";
import { useErrorToast } from "@/lib/error-toast";

/** Card actions wrap their text on a phone instead of running into each other. */
const ACTION_STYLE = { whiteSpace: "normal", height: "auto" } as const;

export interface AddressBookProps {
  userId: string;
  /** May the signed-in user change this user's records (the user area's `edit` permission)? */
  canEdit: boolean;
}

/**
 * A user's address book: the addresses as cards, the default one first and marked; add and edit in a
 * dialog, delete after a confirmation, make another one the default. Its texts (namespace
 * `user-records`) load before it shows, behind its own skeleton.
 */
export function AddressBook(props: AddressBookProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <AddressBookCards {...props} />
    </Suspense>
  );
}

const oneLine = (address: UserAddress["address"]) =>
  [address.subDistrict, address.district, address.city, address.province, address.postalCode]
    .filter(Boolean)
    .join(", ");

function AddressBookCards({ userId, canEdit }: AddressBookProps) {
  const { t } = useTranslation("users");
  const { message } = App.useApp();
  const showError = useErrorToast();
  const book = useUserRecords<UserAddress>(
    "user-addresses",
    apiPath("/users/{userId}/addresses", { userId }),
    {
      pageSize: MAX_USER_ADDRESSES,
      sortField: "createdAt",
    },
  );
  const [editing, setEditing] = useState<UserAddress | "new">();
  const [busy, setBusy] = useState<string>();
  const addresses = [...book.records].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const full = book.total >= MAX_USER_ADDRESSES;

  const run = async (id: string, action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(id);
    try {
      await action();
      void message.success(done);
    } catch (error) {
      showError(messageOf(error, failed));
    } finally {
      setBusy(undefined);
    }
  };

  const title = (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("users:records.addressBook.title")}
      </Typography.Title>
      {canEdit && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing("new")}
          disabled={full || book.query.isError}
          title={
            full ? t("users:records.addressBook.full", { max: MAX_USER_ADDRESSES }) : undefined
          }
        >
          {t("users:records.addressBook.add")}
        </Button>
      )}
    </Flex>
  );

  let body;
  if (book.query.isLoading) body = <Skeleton active />;
  else if (book.query.isError)
    body = (
      <Result
        status="warning"
        title={t("users:records.addressBook.loadError")}
        subTitle={messageOf(book.query.error, "")}
        extra={
          <Button onClick={() => void book.query.refetch()}>
            {t("users:records.common.retry")}
          </Button>
        }
      />
    );
  else if (addresses.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t("users:records.addressBook.empty")}
      />
    );
  else
    body = (
      <Row gutter={[16, 16]}>
        {addresses.map((item) => (
          <Col key={item.addressId} xs={24} lg={12}>
            <Card
              size="small"
              aria-label={item.label}
              title={
                <Flex gap={8} align="center" wrap>
                  <span>{item.label}</span>
                  {item.isDefault && (
                    <Tag color="orange">{t("users:records.addressBook.default")}</Tag>
                  )}
                </Flex>
              }
              actions={
                canEdit
                  ? [
                      <Button
                        key="edit"
                        type="link"
                        style={ACTION_STYLE}
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t("users:records.addressBook.editOne", { label: item.label })}
                        onClick={() => setEditing(item)}
                      >
                        {t("users:records.common.edit")}
                      </Button>,
                      ...(item.isDefault
                        ? []
                        : [
                            <Button
                              key="default"
                              type="link"
                              style={ACTION_STYLE}
                              size="small"
                              icon={<StarOutlined aria-hidden />}
                              loading={busy === item.addressId}
                              aria-label={t("users:records.addressBook.setDefaultOne", {
                                label: item.label,
                              })}
                              onClick={() =>
                                void run(
                                  item.addressId,
                                  () =>
                                    book.patch(
                                      apiPath("/users/{userId}/addresses/{id}/default", {
                                        userId,
                                        id: item.addressId,
                                      }),
                                    ),
                                  t("users:records.addressBook.defaultSet", { label: item.label }),
                                  t("users:records.addressBook.defaultFailed", {
                                    label: item.label,
                                  }),
                                )
                              }
                            >
                              {t("users:records.addressBook.setDefault")}
                            </Button>,
                          ]),
                      <Popconfirm
                        key="delete"
                        title={t("users:records.addressBook.deleteConfirm", { label: item.label })}
                        description={
                          item.isDefault && addresses.length > 1
                            ? t("users:records.addressBook.deleteDefaultHint")
                            : undefined
                        }
                        okText={t("users:records.common.delete")}
                        cancelText={t("users:records.common.cancel")}
                        okButtonProps={{ danger: true }}
                        onConfirm={() =>
                          run(
                            item.addressId,
                            () => book.remove(item.addressId),
                            t("users:records.addressBook.deleted", { label: item.label }),
                            t("users:records.addressBook.deleteFailed", { label: item.label }),
                          )
                        }
                      >
                        <Button
                          type="link"
                          style={ACTION_STYLE}
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t("users:records.addressBook.deleteOne", {
                            label: item.label,
                          })}
                        >
                          {t("users:records.common.delete")}
                        </Button>
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <Typography.Paragraph style={{ marginBottom: 4 }} strong>
                {item.recipientName}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ marginBottom: 4 }}>
                {formatPhone(item.phone)}
              </Typography.Paragraph>
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                {item.address.street}
                <br />
                {oneLine(item.address)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    );

  return (
    <section aria-label={t("users:records.addressBook.title")}>
      {title}
      <div style={{ marginTop: 12 }}>{body}</div>
      {editing && (
        <AddressFormModal
          record={editing === "new" ? undefined : editing}
          first={editing === "new" && addresses.length === 0}
          onSave={(values) =>
            editing === "new"
              ? book.create(values)
              : book.update(editing.addressId, { ...values, updatedAt: editing.updatedAt })
          }
          onClose={(saved) => {
            setEditing(undefined);
            if (saved)
              void message.success(
                editing === "new"
                  ? t("users:records.addressBook.added")
                  : t("users:records.addressBook.saved"),
              );
          }}
        />
      )}
    </section>
  );
}

import { Avatar, Space } from "antd";
import { useTranslation } from "react-i18next";
import { getMyContacts } from "../api";
import { config } from "@/config";
import { useRemoteList } from "@/hooks/use-remote-list";
import { formatPhone } from "@/lib/format";
import { RemoteListCard } from "../components/remote-list-card";

interface ContactRow {
  userId: string;
  name: string;
  email: string;
  phone?: string;
  photoUrl?: string;
  roleName?: string;
}

const fetchContacts = getMyContacts as unknown as Parameters<typeof useRemoteList<ContactRow>>[0];

/** /my-contacts: the colleagues one can reach (other active staff). */
export default function MyContactsPage() {
  const { t } = useTranslation("account");
  return (
    <RemoteListCard<ContactRow>
      fetcher={fetchContacts}
      title={t("account:contacts.title")}
      searchLabel={t("account:contacts.search")}
      rowKey="userId"
      scrollX={640}
      columns={[
        {
          title: t("account:contacts.name"),
          dataIndex: "name",
          render: (name: string, row) => (
            <Space>
              <Avatar
                size="small"
                src={row.photoUrl || undefined}
                style={{ backgroundColor: config.ui.theme.primary }}
              >
                {name.charAt(0).toUpperCase()}
              </Avatar>
              {name}
            </Space>
          ),
        },
        {
          title: t("account:contacts.email"),
          dataIndex: "email",
          render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
        },
        {
          title: t("account:contacts.phone"),
          dataIndex: "phone",
          render: (phone?: string) =>
            phone ? <a href={`tel:${phone}`}>{formatPhone(phone)}</a> : "-",
        },
        {
          title: t("account:contacts.role"),
          dataIndex: "roleName",
          render: (value?: string) => value || "-",
        },
      ]}
    />
  );
}

import { useList } from "@refinedev/core";
import { Empty, Skeleton, Typography } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { LinkButton } from "@/components/crud/link-button";
import { LoadFailed } from "@/components/error-state";
import { movedBy } from "@/components/sortable-table/move-buttons";
import { SortableTable } from "@/components/sortable-table/sortable-table";
import { useRowsInOrder, useSaveOrder } from "@/components/sortable-table/use-save-order";
import { useAccess } from "@/hooks/use-access";
import { groupName } from "../components/faq-group-icons";
import type { FaqGroup, FaqGroupReorder } from "../schema/faq";
import { faqGroupColumns } from "./columns";
import { links } from "../links";
import { apiPath } from "@providers/data/api-path";

const GROUP_TEXTS = { ns: "configuration", keyPrefix: "faq.groups" };

/**
 * /faq-group: every group in the order customers see them, with how many FAQs each holds. Those who
 * may change groups drag a row by its handle, move it with the keyboard (handle: Space, arrows, Space)
 * or with Move up / Move down; each move is saved at once and goes back if the save fails.
 */
export default function FaqGroupList() {
  const { t, i18n } = useTranslation("configuration");
  const language = i18n.language;
  const can = useAccess("faq-group");
  const canCreate = useAccess("faq-group", "create");
  const compact = !useScreens().md;
  const { result, query } = useList<FaqGroup>({
    resource: "faq-group",
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
    meta: { apiPath: "faq-groups", idField: "faqGroupId" },
  });
  const { pending, save } = useSaveOrder({
    url: apiPath("/faq-groups/reorder"),
    resource: "faq-group",
    notificationKey: "faq-group-reorder",
  });
  const rows = useRowsInOrder(result.data, (group) => group.faqGroupId, pending);

  const reorder = (ids: string[]) => {
    const body: FaqGroupReorder = { faqGroupIds: ids };
    void save(ids, body, {
      saved: t("configuration:faq.groups.reorder.saved"),
      failed: t("configuration:faq.groups.reorder.failed"),
    });
  };
  const columns = faqGroupColumns(
    t,
    language,
    can,
    {
      total: rows.length,
      busy: !!pending,
      onMove: (index, by) =>
        reorder(
          movedBy(
            rows.map((group) => group.faqGroupId),
            index,
            by,
          ),
        ),
    },
    compact,
  );
  const title = t("configuration:faq.groups.titles.list");

  let body;
  if (query.isError) body = <LoadFailed query={query} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (rows.length === 0)
    body = (
      <Empty description={t("configuration:faq.groups.empty")}>
        {canCreate && (
          <LinkButton type="primary" to={links.faqGroup.create()}>
            {t("configuration:faq.groups.titles.create")}
          </LinkButton>
        )}
      </Empty>
    );
  else
    body = (
      <SortableTable<FaqGroup>
        rows={rows}
        rowKey="faqGroupId"
        columns={columns}
        label={title}
        nameOf={(group) => groupName(group, language)}
        onReorder={reorder}
        texts={GROUP_TEXTS}
        loading={query.isFetching && !pending}
        compact={compact}
      />
    );

  return (
    <ListPage title={title}>
      {can.edit && rows.length > 1 && (
        <Typography.Paragraph type="secondary">
          {t("configuration:faq.groups.reorder.hint")}
        </Typography.Paragraph>
      )}
      {body}
    </ListPage>
  );
}

import { FolderOutlined } from "@ant-design/icons";
import { useCustomMutation, useInvalidate, useNotification } from "@refinedev/core";
import { Button, Card, Empty, Flex, Input, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@/components/crud/list-page";
import { LinkButton } from "@/components/crud/link-button";

import { ErrorState } from "@/components/error-state";
import { FaqGroupIconView, groupName } from "../components/faq-group-icons";
import type { Faq, FaqGroup, FaqReorder } from "../schema/faq";
import { useAccess } from "@/hooks/use-access";
import { faqColumns, questionOf } from "./columns";
import { SortableGroupTable } from "./sortable-group";
import { useFaqFilters, useFaqList } from "./use-faq-list";
import { links } from "../links";
import { apiPath } from "@providers/data/api-path";

/**
 * /faqs: the FAQs grouped by their group (in the groups' order), searchable and filtered by group
 * and active flag (in the URL); within a group, rows are dragged by their handle (or moved with the
 * keyboard) into the order customers see, saved at once.
 */
export default function FaqList() {
  const { t, i18n } = useTranslation("configuration");
  const language = i18n.language;
  const filters = useFaqFilters();
  const { groups, faqs } = useFaqList(filters);
  const can = useAccess("faqs");
  const canSeeGroups = useAccess("faq-group", "list");
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync } = useCustomMutation();
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  /** The order just chosen per group, shown until the server's list catches up (or the save fails). */
  const [pending, setPending] = useState<Record<string, string[]>>({});

  // Reordering needs every FAQ of the group on screen: not while a search or the active filter hides some.
  const reorderEnabled = can.edit && !filters.q.trim() && !filters.isActive;
  const screens = useScreens();
  const compact = !screens.md;
  const columns = useMemo(
    () => faqColumns(t, language, can, { enabled: reorderEnabled }, compact),
    [t, language, can, reorderEnabled, compact],
  );

  const allFaqs = useMemo(() => faqs.result.data ?? [], [faqs.result.data]);
  const byGroup = useMemo(() => {
    const map = new Map<string, Faq[]>();
    for (const faq of allFaqs) {
      const list = map.get(faq.faqGroupId) ?? [];
      list.push(faq);
      map.set(faq.faqGroupId, list);
    }
    for (const [groupId, list] of map) {
      const order = pending[groupId];
      list.sort((a, b) =>
        order ? order.indexOf(a.faqId) - order.indexOf(b.faqId) : a.order - b.order,
      );
    }
    return map;
  }, [allFaqs, pending]);

  const reorder = async (group: FaqGroup, faqIds: string[]) => {
    setPending((current) => ({ ...current, [group.faqGroupId]: faqIds }));
    const body: FaqReorder = { faqGroupId: group.faqGroupId, faqIds };
    try {
      await mutateAsync({
        url: apiPath("/faqs/reorder"),
        method: "patch",
        values: body,
        successNotification: false,
        errorNotification: false,
      });
      open?.({
        type: "success",
        key: "faq-reorder",
        message: t("configuration:faq.reorder.saved", { group: groupName(group, language) }),
      });
    } catch (error) {
      open?.({
        type: "error",
        key: "faq-reorder",
        message: t("configuration:faq.reorder.failed"),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      await invalidate({ resource: "faqs", invalidates: ["list"] });
      setPending(({ [group.faqGroupId]: _, ...rest }) => rest);
    }
  };

  const title = t("configuration:faq.titles.list");
  const hasFilters = Boolean(filters.q.trim() || filters.faqGroupId || filters.isActive);
  const groupList = groups.result.data ?? [];
  const shownGroups = groupList.filter((group) =>
    filters.faqGroupId
      ? group.faqGroupId === filters.faqGroupId
      : byGroup.has(group.faqGroupId) || !hasFilters,
  );
  const loading = groups.query.isLoading || faqs.query.isLoading;
  const failed = groups.query.isError ? groups.query : faqs.query.isError ? faqs.query : undefined;

  let body;
  if (failed) {
    body = (
      <ErrorState
        title={t("translation:crud.errorState.title")}
        subTitle={failed.error?.message}
        extra={
          <Button
            type="primary"
            onClick={() => void Promise.all([groups.query.refetch(), faqs.query.refetch()])}
          >
            {t("translation:crud.errorState.retry")}
          </Button>
        }
      />
    );
  } else if (loading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (groupList.length === 0) {
    body = (
      <Empty description={t("configuration:faq.empty.noGroups")}>
        {canSeeGroups && (
          <LinkButton type="primary" to={links.faqGroup.create()}>
            {t("configuration:faq.groups.titles.create")}
          </LinkButton>
        )}
      </Empty>
    );
  } else if (hasFilters && allFaqs.length === 0) {
    body = (
      <Empty description={t("configuration:faq.empty.filtered")}>
        <Button onClick={filters.clear}>{t("translation:crud.filters.clear")}</Button>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        {shownGroups.map((group) => {
          const rows = byGroup.get(group.faqGroupId) ?? [];
          const name = groupName(group, language);
          return (
            <Card
              key={group.faqGroupId}
              size="small"
              title={
                <Space wrap>
                  <FaqGroupIconView icon={group.icon} />
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                    {name}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {t("configuration:faq.groups.faqCount", { count: rows.length })}
                  </Typography.Text>
                  {!group.isActive && <Tag>{t("translation:crud.status.inactive")}</Tag>}
                </Space>
              }
            >
              {rows.length === 0 ? (
                <Typography.Text type="secondary">
                  {t("configuration:faq.empty.group")}
                </Typography.Text>
              ) : (
                <SortableGroupTable
                  faqs={rows}
                  columns={columns}
                  label={t("configuration:faq.groupTable", { group: name })}
                  questionOf={(faq) => questionOf(faq, language)}
                  onReorder={(ids) => void reorder(group, ids)}
                  loading={faqs.query.isFetching && !pending[group.faqGroupId]}
                  compact={compact}
                />
              )}
            </Card>
          );
        })}
      </Flex>
    );
  }

  return (
    <ListPage
      title={title}
      headerButtons={({ defaultButtons }) => (
        <>
          {canSeeGroups && (
            <LinkButton to={links.faqGroup.list()} icon={<FolderOutlined aria-hidden />}>
              {t("configuration:faq.groups.titles.list")}
            </LinkButton>
          )}
          {defaultButtons}
        </>
      )}
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t("configuration:faq.filters.search")}
          placeholder={t("configuration:faq.filters.search")}
          style={{ width: 280, maxWidth: "100%" }}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === "") filters.set("q", undefined);
          }}
          onSearch={(value) => filters.set("q", value.trim() || undefined)}
        />
        <Select
          allowClear
          aria-label={t("configuration:faq.filters.group")}
          placeholder={t("configuration:faq.filters.group")}
          style={{ width: 200 }}
          value={filters.faqGroupId}
          onChange={(value?: string) => filters.set("faqGroupId", value)}
          loading={groups.query.isLoading}
          options={groupList.map((group) => ({
            value: group.faqGroupId,
            label: groupName(group, language),
          }))}
        />
        <Select
          allowClear
          aria-label={t("configuration:faq.fields.isActive")}
          placeholder={t("configuration:faq.fields.isActive")}
          style={{ width: 160 }}
          value={filters.isActive}
          onChange={(value?: string) => filters.set("isActive", value)}
          options={[
            { value: "true", label: t("translation:crud.status.active") },
            { value: "false", label: t("translation:crud.status.inactive") },
          ]}
        />
        {hasFilters && (
          <Button onClick={filters.clear}>{t("translation:crud.filters.clear")}</Button>
        )}
      </Flex>
      {can.edit && (
        <Typography.Paragraph type="secondary">
          {reorderEnabled
            ? t("configuration:faq.reorder.hint")
            : t("configuration:faq.reorder.disabled")}
        </Typography.Paragraph>
      )}
      {body}
    </ListPage>
  );
}

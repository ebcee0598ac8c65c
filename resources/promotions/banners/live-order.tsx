import { DndContext } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useList } from "@refinedev/core";
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActiveTag } from "@/components/crud/status-tag";
import { MoveButtons, movedBy } from "@/components/sortable-table/move-buttons";
import {
  DragHandle,
  SortableHandle,
  useDragToReorder,
  useSortableItem,
} from "@/components/sortable-table/sortable-table";
import { useRowsInOrder, useSaveOrder } from "@/components/sortable-table/use-save-order";
import type { Banner, BannerReorder } from "../schema/banner";
import { BannerThumbnail } from "./banner-columns";
import { BANNER_AREAS, bannerTexts, type BannerKind } from "./kinds";
import { bannerTypeLabel } from "./banner-labels";

interface ItemProps {
  banner: Banner;
  index: number;
  total: number;
  kind: BannerKind;
  canEdit: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}

function LiveItem({ banner, index, total, kind, canEdit, onMove }: ItemProps) {
  const { t } = useTranslation("promotions");
  const { token } = theme.useToken();
  const { setNodeRef, style, handle } = useSortableItem(banner.bannerId, !canEdit);
  return (
    <li
      ref={setNodeRef}
      data-banner-id={banner.bannerId}
      style={{
        ...style,
        display: "flex",
        alignItems: "center",
        gap: 12,
        padding: "8px 12px",
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {canEdit && (
        <SortableHandle value={handle}>
          <DragHandle
            label={t("promotions:banners.live.drag", { name: banner.title })}
            disabled={false}
          />
        </SortableHandle>
      )}
      <Typography.Text strong style={{ width: 24, textAlign: "right" }}>
        {index + 1}
      </Typography.Text>
      <BannerThumbnail banner={banner} width={56} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Link to={BANNER_AREAS[kind].links.show(banner.bannerId)}>{banner.title}</Link>
        <span>
          <Tag>{bannerTypeLabel(t, banner.bannerType)}</Tag>
          {!banner.isActive && <ActiveTag active={false} />}
        </span>
      </Flex>
      {canEdit && (
        <MoveButtons
          index={index}
          total={total}
          up={t("promotions:banners.live.up", { name: banner.title })}
          down={t("promotions:banners.live.down", { name: banner.title })}
          onMove={(by) => onMove(index, by)}
        />
      )}
    </li>
  );
}

/**
 * The banners live now, in the order customers see them: dragged by their handle (or lifted with
 * Space and moved with the arrow keys), or moved with the up and down buttons; each change is saved at
 * once (`PATCH /{path}/reorder`).
 */
export function LiveOrder({ kind, canEdit }: { kind: BannerKind; canEdit: boolean }) {
  const { t } = useTranslation("promotions");
  const { resource, reorderPath } = BANNER_AREAS[kind];
  const texts = bannerTexts(t, kind);
  const { result, query } = useList<Banner>({
    resource,
    filters: [{ field: "status", operator: "eq", value: "LIVE" }],
    sorters: [{ field: "order", order: "asc" }],
    pagination: { mode: "off" },
  });
  const { pending, save: saveOrder } = useSaveOrder({
    url: reorderPath,
    resource,
    notificationKey: `${resource}-reorder`,
  });
  const banners = useRowsInOrder(result.data, (banner) => banner.bannerId, pending);
  const ids = banners.map((banner) => banner.bannerId);

  const save = (bannerIds: string[]) => {
    const body: BannerReorder = { bannerIds };
    return saveOrder(bannerIds, body, {
      saved: t("promotions:banners.live.saved"),
      failed: t("promotions:banners.live.failed"),
    });
  };
  const move = (index: number, by: -1 | 1) => void save(movedBy(ids, index, by));
  const dragToReorder = useDragToReorder({
    ids,
    nameOf: (id) => banners.find((banner) => banner.bannerId === id)?.title ?? id,
    onReorder: (order) => void save(order),
    say: (text, values) => t(`promotions:banners.live.${text}`, values),
  });

  let body;
  if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        message={t("promotions:banners.live.loadFailed")}
        description={query.error?.message}
        action={<Button onClick={() => void query.refetch()}>{t("crud.errorState.retry")}</Button>}
      />
    );
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (banners.length === 0) body = <Empty description={t("promotions:banners.live.none")} />;
  else
    body = (
      <DndContext {...dragToReorder}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label={texts.liveTable} style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {banners.map((banner, index) => (
              <LiveItem
                key={banner.bannerId}
                banner={banner}
                index={index}
                total={banners.length}
                kind={kind}
                canEdit={canEdit && !pending}
                onMove={move}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    );

  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{texts.live}</h2>}
      style={{ marginBottom: 24 }}
    >
      {canEdit && banners.length > 1 && (
        <Typography.Paragraph type="secondary">{texts.liveHint}</Typography.Paragraph>
      )}
      {body}
    </Card>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useCustomMutation, useInvalidate, useList, useNotification } from "@refinedev/core";
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography, theme } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Banner, BannerReorder } from "../schema/banner";
import { BannerThumbnail } from "./banner-columns";
import { BANNER_AREAS, bannerTexts, type BannerKind } from "./kinds";
import { bannerTypeLabel } from "./labels";

interface ItemProps {
  banner: Banner;
  index: number;
  total: number;
  kind: BannerKind;
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
}

function LiveItem({ banner, index, total, kind, canEdit, onMove }: ItemProps) {
  const { t } = useTranslation("promotions");
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: banner.bannerId, disabled: !canEdit });
  return (
    <li
      ref={setNodeRef}
      data-banner-id={banner.bannerId}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        display: "flex",
        alignItems: "center",
        gap: 12,
        padding: "8px 12px",
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: isDragging ? token.colorBgElevated : undefined,
        boxShadow: isDragging ? token.boxShadowSecondary : undefined,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      {canEdit && (
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined aria-hidden />}
          aria-label={t("promotions:banners.live.drag", { name: banner.title })}
          ref={setActivatorNodeRef}
          style={{ cursor: "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
          role={undefined}
        />
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
        <Flex gap={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t("promotions:banners.live.up", { name: banner.title })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t("promotions:banners.live.down", { name: banner.title })}
            disabled={index === total - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </Flex>
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
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const { mutateAsync } = useCustomMutation();
  const [pending, setPending] = useState<string[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const loaded = useMemo(() => result.data ?? [], [result.data]);
  const banners = useMemo(() => {
    if (!pending) return loaded;
    const byId = new Map(loaded.map((banner) => [banner.bannerId, banner]));
    return pending.map((id) => byId.get(id)).filter((banner): banner is Banner => !!banner);
  }, [loaded, pending]);
  const ids = banners.map((banner) => banner.bannerId);

  const save = async (bannerIds: string[]) => {
    setPending(bannerIds);
    const body: BannerReorder = { bannerIds };
    try {
      await mutateAsync({
        url: reorderPath,
        method: "patch",
        values: body,
        successNotification: false,
        errorNotification: false,
      });
      open?.({
        type: "success",
        key: `${resource}-reorder`,
        message: t("promotions:banners.live.saved"),
      });
    } catch (error) {
      open?.({
        type: "error",
        key: `${resource}-reorder`,
        message: t("promotions:banners.live.failed"),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      await invalidate({ resource, invalidates: ["list"] });
      setPending(null);
    }
  };
  const move = (from: number, to: number) => void save(arrayMove(ids, from, to));

  const name = (id: string | number) =>
    banners.find((banner) => banner.bannerId === String(id))?.title ?? String(id);
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("promotions:banners.live.picked", {
        name: name(active.id),
        position: position(active.id),
        total: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("promotions:banners.live.over", {
            name: name(active.id),
            position: position(over.id),
            total: ids.length,
          })
        : t("promotions:banners.live.outside", { name: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("promotions:banners.live.dropped", {
            name: name(active.id),
            position: position(over.id),
            total: ids.length,
          })
        : t("promotions:banners.live.cancelled", { name: name(active.id) }),
    onDragCancel: ({ active }) => t("promotions:banners.live.cancelled", { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  };

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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("promotions:banners.live.instructions") },
        }}
      >
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

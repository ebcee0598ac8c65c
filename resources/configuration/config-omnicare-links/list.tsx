import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  ExportOutlined,
  HolderOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Empty, Flex, Form, Input, theme, Tooltip, type FormListFieldData } from "antd";
import { useTranslation } from "react-i18next";
import { OMNICARE_LINKS_MAX } from "../schema/settings-rules";
import { isHttpsUrl } from "@/contract/rules";
import { SettingsPage } from "@/components/settings/settings-form";
import { useOmnicareLinksForm } from "./use-omnicare-links-form";
import { links } from "../links";

type SettingsField = ReturnType<typeof useOmnicareLinksForm>["field"];

interface LinkRowProps {
  /** The schema's fields of the form (label, required mark, the schema's rules). */
  item: SettingsField;
  field: FormListFieldData;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}

function LinkRow({ item, field, index, count, onRemove, onMove }: LinkRowProps) {
  const { t } = useTranslation("configuration");
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  // A selector, not a path: a row's index changes when links move, and a watched path may not.
  const url =
    (Form.useWatch(
      (values: { links?: { url?: string }[] }) => values.links?.[field.name]?.url,
      form,
    ) as string | undefined) ?? "";
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: String(field.key),
  });
  const n = index + 1;
  const canTry = isHttpsUrl(url.trim());
  return (
    <fieldset
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: "8px 16px 0",
        marginBottom: 12,
        background: token.colorBgContainer,
        position: "relative",
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <legend
        style={{ fontSize: token.fontSize, width: "auto", padding: "0 4px", margin: 0, border: 0 }}
      >
        {t("configuration:omnicare.row", { n })}
      </legend>
      <Flex gap={12} wrap align="flex-start">
        {/* Dragging is for the pointer; the keyboard and assistive technology use Move up / down. */}
        <Tooltip title={t("configuration:omnicare.moveHint")}>
          <Button
            type="text"
            icon={<HolderOutlined aria-hidden />}
            style={{ cursor: "grab", marginTop: 30, touchAction: "none" }}
            {...attributes}
            {...listeners}
            tabIndex={-1}
            aria-hidden
            aria-describedby={undefined}
            role={undefined}
          />
        </Tooltip>
        <Form.Item
          {...item(["links", field.name, "key"], { name: [field.name, "key"] })}
          style={{ flex: "1 1 140px", minWidth: 0 }}
        >
          <Input placeholder={t("configuration:omnicare.placeholders.key")} autoComplete="off" />
        </Form.Item>
        <Form.Item
          {...item(["links", field.name, "label"], { name: [field.name, "label"] })}
          style={{ flex: "1 1 160px", minWidth: 0 }}
        >
          <Input placeholder={t("configuration:omnicare.placeholders.label")} autoComplete="off" />
        </Form.Item>
        <Form.Item
          {...item(["links", field.name, "url"], { name: [field.name, "url"] })}
          style={{ flex: "3 1 260px", minWidth: 0 }}
        >
          <Input
            placeholder={t("configuration:omnicare.placeholders.url")}
            inputMode="url"
            autoComplete="off"
          />
        </Form.Item>
        <Flex gap={4} style={{ marginTop: 30 }}>
          <Tooltip title={t("configuration:omnicare.tryHint")}>
            <Button
              icon={<ExportOutlined aria-hidden />}
              href={canTry ? url.trim() : undefined}
              target="_blank"
              rel="noopener noreferrer"
              disabled={!canTry}
              aria-label={`${t("configuration:omnicare.try", { n })} (${t("configuration:omnicare.tryHint")})`}
            />
          </Tooltip>
          <Button
            icon={<ArrowUpOutlined aria-hidden />}
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={t("configuration:omnicare.moveUp", { n })}
          />
          <Button
            icon={<ArrowDownOutlined aria-hidden />}
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t("configuration:omnicare.moveDown", { n })}
          />
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={onRemove}
            aria-label={t("configuration:omnicare.remove", { n })}
          />
        </Flex>
      </Flex>
    </fieldset>
  );
}

/** /config-omnicare-links: one config, a key per link; links added, edited, reordered, removed. */
export default function OmnicareLinksPage() {
  const { t } = useTranslation("configuration");
  const form = useOmnicareLinksForm();
  const sensors = useSensors(useSensor(PointerSensor));
  return (
    <SettingsPage
      title={t("configuration:omnicare.title")}
      description={t("configuration:omnicare.description")}
      form={form}
      changeLogs={{ to: links.omnicareLinks.changeLogs(), area: "config-omnicare-links" }}
    >
      {/* At most OMNICARE_LINKS_MAX links: the schema's rule, and Add is disabled there. */}
      <Form.List name="links">
        {(fields, { add, remove, move }, { errors }) => {
          const ids = fields.map((field) => String(field.key));
          const position = (id: unknown) => ids.indexOf(String(id)) + 1;
          const onDragEnd = ({ active, over }: DragEndEvent) => {
            if (!over || active.id === over.id) return;
            move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
          };
          return (
            <>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={onDragEnd}
                accessibility={{
                  announcements: {
                    onDragStart: ({ active }) =>
                      t("configuration:omnicare.dnd.picked", { n: position(active.id) }),
                    onDragOver: ({ over }) =>
                      over
                        ? t("configuration:omnicare.dnd.over", { n: position(over.id) })
                        : undefined,
                    onDragEnd: ({ over }) =>
                      over
                        ? t("configuration:omnicare.dnd.dropped", { n: position(over.id) })
                        : undefined,
                    onDragCancel: () => t("configuration:omnicare.dnd.cancelled"),
                  },
                  screenReaderInstructions: { draggable: t("configuration:omnicare.moveHint") },
                }}
              >
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  {fields.map((field, index) => (
                    <LinkRow
                      key={field.key}
                      item={form.field}
                      field={field}
                      index={index}
                      count={fields.length}
                      onRemove={() => remove(field.name)}
                      onMove={(to) => move(index, to)}
                    />
                  ))}
                </SortableContext>
              </DndContext>
              {fields.length === 0 && (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t("configuration:omnicare.empty")}
                />
              )}
              <Form.ErrorList errors={errors} />
              {form.mayEdit && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ key: "", label: "", url: "" })}
                  disabled={fields.length >= OMNICARE_LINKS_MAX}
                  block
                >
                  {t("configuration:omnicare.add")}
                </Button>
              )}
            </>
          );
        }}
      </Form.List>
    </SettingsPage>
  );
}

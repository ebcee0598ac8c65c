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
import {
  OMNICARE_KEY_PATTERN,
  OMNICARE_LABEL_MAX,
  OMNICARE_LINKS_MAX,
} from "../schema/settings-rules";
import { isHttpsUrl } from "@/contract/rules";
import type { OmnicareLinks, OmnicareLinksUpdate } from "../schema/app-config";
import { SettingsPage, useSettingsForm } from "@/components/settings/settings-form";

interface LinkRowProps {
  field: FormListFieldData;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
}

function LinkRow({ field, index, count, onRemove, onMove }: LinkRowProps) {
  const { t } = useTranslation("configuration");
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const url = (Form.useWatch(["links", field.name, "url"], form) as string | undefined) ?? "";
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
          name={[field.name, "key"]}
          label={t("configuration:omnicare.fields.key")}
          style={{ flex: "1 1 140px", minWidth: 0 }}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("configuration:omnicare.errors.keyRequired"),
            },
            {
              pattern: OMNICARE_KEY_PATTERN,
              message: t("configuration:omnicare.errors.keyPattern"),
            },
            {
              validator: (_, value: string | undefined) => {
                const links = (form.getFieldValue("links") as { key?: string }[] | undefined) ?? [];
                const key = value?.trim();
                const taken = links.some(
                  (link, other) => other !== field.name && key && link?.key?.trim() === key,
                );
                return taken
                  ? Promise.reject(new Error(t("configuration:omnicare.errors.keyTaken")))
                  : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder={t("configuration:omnicare.placeholders.key")} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={[field.name, "label"]}
          label={t("configuration:omnicare.fields.label")}
          style={{ flex: "1 1 160px", minWidth: 0 }}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("configuration:omnicare.errors.labelRequired"),
            },
            {
              max: OMNICARE_LABEL_MAX,
              message: t("configuration:omnicare.errors.labelMax", { max: OMNICARE_LABEL_MAX }),
            },
          ]}
        >
          <Input placeholder={t("configuration:omnicare.placeholders.label")} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name={[field.name, "url"]}
          label={t("configuration:omnicare.fields.url")}
          style={{ flex: "3 1 260px", minWidth: 0 }}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t("configuration:omnicare.errors.urlRequired"),
            },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isHttpsUrl(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("configuration:omnicare.errors.urlHttps"))),
            },
          ]}
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
  const form = useSettingsForm<OmnicareLinks, OmnicareLinksUpdate>({
    resource: "config-omnicare-links",
    setting: "omnicare-links",
  });
  const sensors = useSensors(useSensor(PointerSensor));
  return (
    <SettingsPage
      title={t("configuration:omnicare.title")}
      description={t("configuration:omnicare.description")}
      form={form}
    >
      <Form.List
        name="links"
        rules={[
          {
            validator: (_, links: unknown[] | undefined) =>
              (links?.length ?? 0) > OMNICARE_LINKS_MAX
                ? Promise.reject(
                    new Error(
                      t("configuration:omnicare.errors.tooMany", { max: OMNICARE_LINKS_MAX }),
                    ),
                  )
                : Promise.resolve(),
          },
        ]}
      >
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

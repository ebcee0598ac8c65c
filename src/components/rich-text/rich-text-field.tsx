import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { uploadFile } from "@providers/data/api";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Divider, Flex, Form, Input, Modal, Progress, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { isRichTextEmpty, isSafeHref, sanitizeHtml } from "./sanitize";
import "./rich-text.css";
import { useErrorToast } from "@/lib/error-toast";

export interface RichTextFieldProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  "aria-label"?: string;
  placeholder?: string;
  disabled?: boolean;
  /**
   * Called with the editor once it exists (and with null when it goes): pages that insert text at
   * the cursor (`editor.chain().focus().insertContent(text).run()`) keep it.
   */
  onReady?: (editor: Editor | null) => void;
  /** More controls at the end of the toolbar (e.g. an "insert variable" menu). */
  toolbarExtra?: ReactNode;
}

interface ToolProps {
  label: string;
  /** The accessible name when the button shows text (it must contain that text, WCAG 2.5.3). */
  name?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, name, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? "primary" : "text"}
        size="small"
        icon={icon}
        aria-label={name ?? label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keep the editor's selection: a mouse press on the button must not take focus from it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * Rich text for an antd Form.Item: headings, bold, italic, lists, links, uploaded images,
 * undo/redo. Emits sanitised HTML ("" when empty); pasted HTML is sanitised before it lands.
 * Load it through `LazyRichTextField` so Tiptap stays out of pages that do not edit rich text.
 */
export default function RichTextField({
  value,
  onChange,
  id,
  "aria-label": ariaLabel,
  placeholder,
  disabled,
  onReady,
  toolbarExtra,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation();
  const showError = useErrorToast();
  const emitted = useRef<string | undefined>(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkForm] = Form.useForm<{ url: string }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);

  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => isSafeHref(url),
          HTMLAttributes: { rel: "noopener noreferrer", target: "_blank" },
        },
      }),
      Image.configure({ allowBase64: true }),
    ],
    content: sanitizeHtml(value ?? ""),
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": ariaLabel ?? t("richText.editor"),
        ...(id ? { id } : {}),
        ...(placeholder ? { "data-placeholder": placeholder } : {}),
        class: "rich-text-content rich-text-editable",
      },
      transformPastedHTML: (html) => sanitizeHtml(html),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : sanitizeHtml(current.getHTML());
      const next = isRichTextEmpty(html) ? "" : html;
      // An update that changed nothing (an empty field stays empty) is no edit: the form stays
      // untouched, and leaving it asks nothing.
      if (next === (emitted.current ?? "")) return;
      emitted.current = next;
      onChange?.(next);
    },
  });

  // A value set from outside (the record loaded, the form reset) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeHtml(value ?? ""), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without emitting an update: Tiptap's default does, which made an untouched form "changed".
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (!onReady || !editor) return;
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            h4: e.isActive("heading", { level: 4 }),
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            link: e.isActive("link"),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const chain = () => editor!.chain().focus();
  const off = disabled || !editor;

  const openLink = () => {
    const href = (editor?.getAttributes("link").href as string | undefined) ?? "";
    linkForm.setFieldsValue({ url: href });
    setLinkOpen(true);
  };
  const applyLink = async () => {
    const { url } = await linkForm.validateFields();
    const trimmed = url.trim();
    if (trimmed === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: trimmed }).run();
    setLinkOpen(false);
  };

  const insertImage = async (file: File) => {
    setUpload({ name: file.name, percent: 0 });
    try {
      const { url } = await uploadFile(file, (percent) => setUpload({ name: file.name, percent }));
      if (url)
        chain()
          .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, "") })
          .run();
    } catch (error) {
      showError(tc("crud.upload.failed", { name: file.name, message: (error as Error).message }));
    } finally {
      setUpload(null);
    }
  };

  const heading = (level: 2 | 3 | 4) => (
    <Tool
      key={level}
      label={t("richText.heading", { level })}
      // axe drops parenthesised words before it looks for the visible "H2" in the name: no brackets.
      name={`${t("richText.heading", { level })}, H${level}`}
      icon={<span aria-hidden>{`H${level}`}</span>}
      active={state?.[`h${level}`] ?? false}
      disabled={off}
      onClick={() => chain().toggleHeading({ level }).run()}
    />
  );

  return (
    <div className={`rich-text-field${disabled ? " is-disabled" : ""}`}>
      <Flex
        role="toolbar"
        aria-label={t("richText.toolbar")}
        aria-controls={id}
        wrap
        gap={2}
        align="center"
        className="rich-text-toolbar"
      >
        {([2, 3, 4] as const).map(heading)}
        <Divider type="vertical" />
        <Tool
          label={t("richText.bold")}
          icon={<BoldOutlined aria-hidden />}
          active={state?.bold ?? false}
          disabled={off}
          onClick={() => chain().toggleBold().run()}
        />
        <Tool
          label={t("richText.italic")}
          icon={<ItalicOutlined aria-hidden />}
          active={state?.italic ?? false}
          disabled={off}
          onClick={() => chain().toggleItalic().run()}
        />
        <Divider type="vertical" />
        <Tool
          label={t("richText.bulletList")}
          icon={<UnorderedListOutlined aria-hidden />}
          active={state?.bullet ?? false}
          disabled={off}
          onClick={() => chain().toggleBulletList().run()}
        />
        <Tool
          label={t("richText.orderedList")}
          icon={<OrderedListOutlined aria-hidden />}
          active={state?.ordered ?? false}
          disabled={off}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Divider type="vertical" />
        <Tool
          label={t("richText.link")}
          icon={<LinkOutlined aria-hidden />}
          active={state?.link ?? false}
          disabled={off}
          onClick={openLink}
        />
        <Tool
          label={t("richText.image")}
          icon={<PictureOutlined aria-hidden />}
          disabled={off || upload !== null}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          style={{ display: "none" }}
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void insertImage(file);
          }}
        />
        <Divider type="vertical" />
        <Tool
          label={t("richText.undo")}
          icon={<UndoOutlined aria-hidden />}
          disabled={off || !state?.canUndo}
          onClick={() => chain().undo().run()}
        />
        <Tool
          label={t("richText.redo")}
          icon={<RedoOutlined aria-hidden />}
          disabled={off || !state?.canRedo}
          onClick={() => chain().redo().run()}
        />
        {toolbarExtra && (
          <>
            <Divider type="vertical" />
            {toolbarExtra}
          </>
        )}
      </Flex>
      {upload && (
        <div className="rich-text-upload">
          <Progress
            percent={upload.percent}
            size="small"
            aria-label={tc("crud.upload.uploading", { name: upload.name })}
            format={() => tc("crud.upload.uploading", { name: upload.name })}
          />
        </div>
      )}
      <EditorContent editor={editor} />
      <Modal
        open={linkOpen}
        title={t("richText.linkTitle")}
        okText={t("richText.linkApply")}
        cancelText={t("richText.linkCancel")}
        onOk={() => void applyLink()}
        onCancel={() => setLinkOpen(false)}
        forceRender
      >
        <Form form={linkForm} layout="vertical" onFinish={() => void applyLink()}>
          <Form.Item
            name="url"
            label={t("richText.linkUrl")}
            extra={t("richText.linkHelp")}
            rules={[
              {
                validator: (_, url: string | undefined) =>
                  !url || url.trim() === "" || isSafeHref(url.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("richText.linkInvalid"))),
              },
            ]}
          >
            <Input placeholder="https://" autoFocus inputMode="url" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

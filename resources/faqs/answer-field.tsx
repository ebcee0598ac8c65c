import { Input } from "antd";

/**
 * The answer's field, controlled by its Form.Item. Until the shared rich-text editor
 * (src/components/rich-text) is merged this is a plain text area holding the answer's HTML.
 */
export function AnswerField({
  value,
  onChange,
  lang,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  lang: string;
  label: string;
  id?: string;
}) {
  return (
    <Input.TextArea
      id={id}
      lang={lang}
      rows={6}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

import { ConfigProvider } from "antd";
import TypographyBase from "antd/es/typography/Typography";
import { useContext, type ComponentType, type HTMLAttributes, type ReactNode } from "react";

/**
 * antd's Title, Text and Paragraph for plain text: the same elements, classes and styles, without the
 * ellipsis, copy and edit machinery (its tooltip, textarea, icons and clipboard code) that antd's own
 * bring. For the first screen (the sign-in page, the loader, the failure screens) and what every
 * signed-in page shows at once (the shell, the dashboard's first view, a list's cells), which use none
 * of that; text that needs them uses antd's Typography.
 */
const Base = TypographyBase as unknown as ComponentType<
  HTMLAttributes<HTMLElement> & { component: string; "data-testid"?: string }
>;

interface PlainProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** antd's `type`: the secondary or the danger text colour. */
  type?: "secondary" | "danger";
  "data-testid"?: string;
}

function useTypeClass(type: PlainProps["type"], className?: string) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return [type ? `${getPrefixCls("typography")}-${type}` : "", className ?? ""].join(" ").trim();
}

export function Title({
  level = 1,
  type,
  className,
  ...rest
}: PlainProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return <Base component={`h${level}`} className={useTypeClass(type, className)} {...rest} />;
}

interface TextDecorations {
  strong?: boolean;
  /** Struck through (a former price): antd's `delete`. */
  delete?: boolean;
  /** A code chip (a SKU, an account number): antd's `code`. */
  code?: boolean;
}

/**
 * antd's Text for plain text, decorated as antd's would be (the same elements, nested in the same
 * order). A list's cells use it: antd's own is about eight components a cell (its ellipsis
 * measuring and tooltip, mounted even when unused), this one two.
 */
export function Text({
  strong,
  delete: struck,
  code,
  type,
  className,
  children,
  ...rest
}: PlainProps & TextDecorations) {
  let content = children;
  if (strong) content = <strong>{content}</strong>;
  if (struck) content = <del>{content}</del>;
  if (code) content = <code>{content}</code>;
  return (
    <Base component="span" className={useTypeClass(type, className)} {...rest}>
      {content}
    </Base>
  );
}

export function Paragraph({ type, className, ...rest }: PlainProps) {
  return <Base component="div" className={useTypeClass(type, className)} {...rest} />;
}

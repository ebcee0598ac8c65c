import { ConfigProvider } from "antd";
import useButtonStyle from "antd/es/button/style";
import {
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useContext,
} from "react";
import { Link } from "react-router";

/**
 * The look of a row's small icon button (antd's `<Button size="small" icon={…} />`, `danger` in
 * red): antd's own classes and styles, on the console's own element. antd's Button is about eight
 * components (its wave, its icon wrapper, its loading and size contexts); a list draws four in each of
 * its twenty rows, about a quarter of what its rows render. This is one. The wave that follows a
 * click is the one thing left out.
 */
function useRowButton(danger?: boolean) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const btn = getPrefixCls("btn");
  const [wrapCSSVar, hashId, cssVarCls] = useButtonStyle(btn);
  const className = [
    btn,
    hashId,
    cssVarCls,
    `${btn}-default`,
    danger && `${btn}-dangerous`,
    `${btn}-color-${danger ? "dangerous" : "default"}`,
    `${btn}-variant-outlined`,
    `${btn}-sm`,
    `${btn}-icon-only`,
  ]
    .filter(Boolean)
    .join(" ");
  const iconOf = (icon: ReactNode) => <span className={`${btn}-icon`}>{icon}</span>;
  return { className, iconOf, wrapCSSVar };
}

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  icon: ReactNode;
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A row's small icon button (a `<button>`); `aria-label` names it. */
export function RowButton({ icon, danger, className, ref, ...rest }: RowButtonProps): ReactElement {
  const look = useRowButton(danger);
  return look.wrapCSSVar(
    <button
      type="button"
      {...rest}
      ref={ref}
      className={[look.className, className].filter(Boolean).join(" ")}
    >
      {look.iconOf(icon)}
    </button>,
  );
}

/** A row's small icon button that is a link (Show, Edit); `label` names it. */
export function RowLinkButton({
  to,
  icon,
  label,
}: {
  to: string;
  icon: ReactNode;
  label: string;
}): ReactElement {
  const look = useRowButton();
  return look.wrapCSSVar(
    <Link to={to} aria-label={label} className={look.className}>
      {look.iconOf(icon)}
    </Link>,
  );
}

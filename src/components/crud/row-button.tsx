import useButtonStyle from "antd/es/button/style";
import {
  type ButtonHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  useContext,
} from "react";
import { RowLink } from "./row-link";
import { type Look, rowLook } from "./row-look";

const buttonLook = rowLook("btn", useButtonStyle);
const RowButtonLook = buttonLook.Look;

/**
 * antd's button style worked out once for every row button below it (a list's table, RowKitProvider).
 * Without it, each row button asks for the style itself (its own provider).
 */
export const RowButtonLookProvider = buttonLook.LookProvider;

/**
 * The look of a row's small icon button (antd's `<Button size="small" icon={…} />`, `danger` in
 * red): antd's own classes and styles, on the console's own element. antd's Button is about eight
 * components (its wave, its icon wrapper, its loading and size contexts); a list draws four in each of
 * its twenty rows, about a quarter of what its rows render. This is one. The wave that follows a
 * click is the one thing left out.
 */
const classesOf = ({ prefixCls: btn, hashId, cssVarCls }: Look, danger?: boolean) =>
  [
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

const iconOf = ({ prefixCls: btn }: Look, icon: ReactNode) => (
  <span className={`${btn}-icon`}>{icon}</span>
);

interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  icon: ReactNode;
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A row's small icon button (a `<button>`); `aria-label` names it. */
export function RowButton(props: RowButtonProps): ReactElement {
  const look = useContext(RowButtonLook);
  if (!look)
    return (
      <RowButtonLookProvider>
        <RowButton {...props} />
      </RowButtonLookProvider>
    );
  const { icon, danger, className, ref, ...rest } = props;
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={[classesOf(look, danger), className].filter(Boolean).join(" ")}
    >
      {iconOf(look, icon)}
    </button>
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
  const look = useContext(RowButtonLook);
  if (!look)
    return (
      <RowButtonLookProvider>
        <RowLinkButton to={to} icon={icon} label={label} />
      </RowButtonLookProvider>
    );
  return (
    <RowLink to={to} aria-label={label} className={classesOf(look)}>
      {iconOf(look, icon)}
    </RowLink>
  );
}

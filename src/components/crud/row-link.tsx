import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from "react";
import { Link, useNavigate } from "react-router";

const Go = createContext<((to: string) => void) | null>(null);

/**
 * One navigation for every row link below it (a list's table): React Router's `Link` reads the
 * address, resolves its path and sets up its click handler and prefetching at each mount (about
 * twenty hooks), and a list mounts two or three in each of its twenty rows after every sort or page.
 * The function given keeps its identity, so row links do not render again when the address changes.
 */
export function RowLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const go = useCallback((to: string) => void latest.current(to), []);
  return <Go.Provider value={go}>{children}</Go.Provider>;
}

/** A plain left click (no key held, no other tab or window asked for): the console moves there itself. */
const inPlace = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  (!target || target === "_self") &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

type RowLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path in the console ("/products/prd-1"). */
  to: string;
};

/**
 * React Router's `<Link to>` for what a row links to (its name, Show, Edit): an `<a href>` that
 * moves within the console on a plain left click, as Link does, and leaves any other click to the
 * browser (a new tab, a download). Outside a RowLinkProvider it is React Router's own Link.
 */
export function RowLink({ to, onClick, ...rest }: RowLinkProps) {
  const go = useContext(Go);
  if (!go) return <Link to={to} onClick={onClick} {...rest} />;
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !inPlace(event, rest.target)) return;
        event.preventDefault();
        go(to);
      }}
    />
  );
}

import { SearchOutlined } from "@ant-design/icons";
import { loadNamespaces } from "@providers/i18n";
import { Button } from "antd";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WidgetErrorBoundary } from "@/components/widget-error-boundary";
import { afterWorkSettles } from "@/lib/pending-work";

// The dialog, its search and its texts download on first use: the shell carries only this button.
const loadDialog = () =>
  Promise.all([import("./search-dialog"), loadNamespaces("search")]).then(([module]) => module);
const SearchDialog = lazy(loadDialog);
const prefetch = () => void loadDialog().catch(() => undefined);

const isMac = () =>
  typeof navigator !== "undefined" &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac), from anywhere in the console. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === "k";

/** Find anything: the header's search box (an icon on a phone) and its keyboard shortcut. */
export function SearchButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Where the focus was: it goes back there when the dialog closes (a page opened from it moves it on).
  const before = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  // Keys typed after Ctrl+K while the dialog's code is still on its way: the box starts with them.
  const typedEarly = useRef("");
  const dialogReady = useRef(false);
  const show = () => {
    // Ctrl+K again while it is open: the box keeps the focus it has.
    if (isOpen.current) return;
    isOpen.current = true;
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  /** Closed: the focus goes back where it was, unless a page was opened (it places the focus itself). */
  const close = (opened = false) => {
    isOpen.current = false;
    dialogReady.current = false;
    typedEarly.current = "";
    setOpen(false);
    if (!opened) before.current?.focus();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        show();
      } else if (isOpen.current && !dialogReady.current) {
        if (event.key === "Escape") close();
        else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
          typedEarly.current += event.key;
        else return;
        event.preventDefault();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    // Fetched once the page's own work is done: the first Ctrl+K then opens at once.
    const cancel = afterWorkSettles(prefetch);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      cancel();
    };
  }, []);

  const shortcut = isMac() ? t("shell.header.searchShortcutMac") : t("shell.header.searchShortcut");
  const common = {
    "aria-keyshortcuts": "Control+K Meta+K",
    "aria-haspopup": "dialog" as const,
    title: shortcut,
    onClick: show,
    onFocus: prefetch,
    onMouseEnter: prefetch,
  };
  return (
    <>
      {compact ? (
        <Button
          type="text"
          icon={<SearchOutlined aria-hidden style={{ fontSize: 18 }} />}
          aria-label={t("shell.header.search")}
          {...common}
        />
      ) : (
        <Button
          icon={<SearchOutlined aria-hidden />}
          style={{ width: 180, justifyContent: "flex-start" }}
          {...common}
        >
          {t("shell.header.search")}
          <kbd
            aria-hidden
            style={{
              marginInlineStart: "auto",
              fontSize: 12,
              fontFamily: "inherit",
              opacity: 0.85,
            }}
          >
            {isMac() ? "⌘K" : "Ctrl K"}
          </kbd>
        </Button>
      )}
      {/* Mounted while open: each opening starts with an empty box (and the recent items). */}
      {open && (
        <WidgetErrorBoundary label="Search">
          <Suspense fallback={null}>
            <SearchDialog
              open
              onClose={close}
              typedEarly={() => typedEarly.current}
              onReady={() => {
                dialogReady.current = true;
                typedEarly.current = "";
              }}
            />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}

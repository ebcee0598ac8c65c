import { SearchOutlined } from "@ant-design/icons";
import { loadNamespaces } from "@providers/i18n";
import { Button, Input, Modal, Typography, theme, type InputRef } from "antd";
import { useScreens } from "@/hooks/use-screens";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMenuTree } from "@/hooks/use-menu-tree";
import { useSessionUser } from "@/hooks/use-session";
import {
  pageOptions,
  recentNamespaces,
  recentOption,
  recordSections,
  type SearchOption,
  type SearchSection,
} from "./options";
import { recentStore, withItem, withSearch } from "./recent";
import { SearchStatus } from "./search-status";
import { useRecordSearch } from "./use-search";

const LIST_ID = "find-anything-results";
const optionId = (index: number) => `find-anything-option-${index}`;

/** The recent searches and opened items of the signed-in user, once their texts have loaded. */
function useRecentSections(open: boolean): { sections: SearchSection[]; clear: () => void } {
  const { t } = useTranslation();
  const user = useSessionUser();
  const store = recentStore(user?.userId ?? "");
  const recent = store.use();
  const { entries } = useMenuTree();
  const [readyFor, setReadyFor] = useState<typeof recent.items | undefined>(undefined);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadNamespaces(recentNamespaces(recent.items)).then(
      () => live && setReadyFor(recent.items),
    );
    return () => {
      live = false;
    };
  }, [open, recent.items]);
  const sections = useMemo(() => {
    const searches: SearchOption[] = recent.searches.map((search) => ({
      key: `recent-search:${search}`,
      title: search,
      facts: [],
      to: "",
      search,
    }));
    const items =
      readyFor === recent.items
        ? recent.items.flatMap((item) => recentOption(t, item, entries) ?? [])
        : [];
    return [
      { key: "recent-searches", heading: t("search:recentSearches"), options: searches },
      { key: "recent-items", heading: t("search:recentRecords"), options: items },
    ].filter((section) => section.options.length > 0);
  }, [t, recent, readyFor, entries]);
  return { sections, clear: store.clear };
}

/** Find anything: records of every kind the user may list and the console's pages (lazy chunk). */
export default function SearchDialog({
  open,
  onClose,
  typedEarly = () => "",
  onReady,
}: {
  open: boolean;
  /** `opened`: a record or page was opened (the focus goes to it, not back to the header). */
  onClose: (opened?: boolean) => void;
  /** What was typed after Ctrl+K before the dialog was here: the box starts with it. */
  typedEarly?: () => string;
  /** The dialog listens to the keys itself from now on. */
  onReady?: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const phone = !useScreens().sm;
  const input = useRef<InputRef>(null);
  const [q, setQ] = useState(typedEarly);
  const { state, retry } = useRecordSearch(q);
  const { entries } = useMenuTree();
  const recent = useRecentSections(open);
  const user = useSessionUser();

  const typed = q.trim() !== "";
  const sections = useMemo<SearchSection[]>(() => {
    if (!typed) return recent.sections;
    const pages = pageOptions(entries, q);
    const records = state.status === "done" ? recordSections(t, state.result.groups) : [];
    return [
      ...(pages.length ? [{ key: "pages", heading: t("search:pages"), options: pages }] : []),
      ...records,
    ];
  }, [typed, recent.sections, entries, q, state, t]);
  const options = useMemo(() => sections.flatMap((section) => section.options), [sections]);

  // The active option: the first whenever the list changes.
  const listKey = options.map((option) => option.key).join("\n");
  const [activeOf, setActiveOf] = useState({ list: "", index: 0 });
  const active = activeOf.list === listKey ? activeOf.index : 0;
  const setActive = (index: number) => setActiveOf({ list: listKey, index });
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  }, [active, listKey]);

  const choose = (option: SearchOption) => {
    if (option.search !== undefined) {
      setQ(option.search);
      input.current?.focus();
      return;
    }
    const store = recentStore(user?.userId ?? "");
    store.update((current) => {
      const searched = typed ? withSearch(current, q) : current;
      return option.item ? withItem(searched, option.item) : searched;
    });
    onClose(true);
    void navigate(option.to);
  };

  // The box has the focus at once, so what is typed right after Ctrl+K lands in it (the dialog's own
  // focus comes only after its opening animation, and its content mounts a frame late).
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const box = input.current?.input;
      if (box && document.activeElement === box) return;
      input.current?.focus();
      if (document.activeElement !== input.current?.input && tries++ < 20)
        frame = requestAnimationFrame(focus);
    };
    focus();
    // Every key typed since Ctrl+K (until now the shell kept them): the box starts with them all.
    const early = typedEarly();
    if (early) setQ(early);
    onReady?.();
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog has mounted
  }, []);

  // Esc closes from wherever the focus is inside the page (the box, an option clicked, the dialog's
  // frame while it opens), not only where antd's own handler listens.
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose();
    };
    window.addEventListener("keydown", onEscape);
    return () => window.removeEventListener("keydown", onEscape);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(options[active]!);
    }
  };

  let index = -1;
  return (
    <Modal
      open={open}
      onCancel={() => onClose()}
      keyboard={false}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      title={t("search:title")}
      footer={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("search:help")}
        </Typography.Text>
      }
      width={phone ? "100%" : 640}
      style={phone ? { top: 0, maxWidth: "100vw", margin: 0, paddingBottom: 0 } : { top: 72 }}
      styles={
        phone ? { content: { minHeight: "100dvh", borderRadius: 0 } } : { body: { minHeight: 120 } }
      }
      data-testid="search-dialog"
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        role="combobox"
        aria-label={t("search:label")}
        aria-expanded={options.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
        placeholder={t("search:placeholder")}
        prefix={<SearchOutlined aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
      />
      <SearchStatus
        typed={typed}
        state={state}
        found={options.length > 0}
        recent={recent.sections.length > 0}
        onRetry={retry}
      />
      <div role="listbox" id={LIST_ID} aria-label={t("search:results")} style={{ marginTop: 8 }}>
        {sections.map((section) => (
          <ul
            key={section.key}
            role="group"
            aria-labelledby={`find-anything-group-${section.key}`}
            style={{ listStyle: "none", margin: "8px 0 0", padding: 0 }}
          >
            <li
              role="presentation"
              id={`find-anything-group-${section.key}`}
              style={{
                display: "flex",
                justifyContent: "space-between",
                padding: "4px 12px",
                fontSize: 12,
                fontWeight: 600,
                color: token.colorTextSecondary,
              }}
            >
              <span>{section.heading}</span>
              {section.more && <span style={{ fontWeight: 400 }}>{section.more}</span>}
            </li>
            {section.options.map((option) => {
              index += 1;
              const mine = index;
              const selected = mine === active;
              return (
                <li
                  key={option.key}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => !selected && setActive(mine)}
                  onClick={() => choose(option)}
                  style={{
                    padding: "8px 12px",
                    borderRadius: token.borderRadius,
                    cursor: "pointer",
                    background: selected ? token.controlItemBgActive : undefined,
                  }}
                >
                  <div style={{ color: token.colorText, fontWeight: 500 }}>{option.title}</div>
                  {option.facts.length > 0 && (
                    <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>
                      {option.facts.join(" · ")}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
      </div>
      {!typed && recent.sections.length > 0 && (
        <Button type="link" size="small" onClick={recent.clear} style={{ marginTop: 8 }}>
          {t("search:clearRecent")}
        </Button>
      )}
    </Modal>
  );
}

import { Button, Flex, Input } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_FIELD } from "./filters";

interface ListToolbarProps {
  /** Current free-text search (from the URL). */
  search: string | undefined;
  onSearch: (text: string | undefined) => void;
  searchPlaceholder: string;
  /** Filter controls, shown after the search box. */
  filters?: ReactNode;
  /** Right-hand tools: column visibility, export. */
  tools?: ReactNode;
  hasFilters: boolean;
  onClear: () => void;
}

/** Search box, filters and list tools above a table; wraps on narrow screens. */
export function ListToolbar({
  search,
  onSearch,
  searchPlaceholder,
  filters,
  tools,
  hasFilters,
  onClear,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search ?? "");
  // Follow the URL (back/forward, "clear filters").
  useEffect(() => setText(search ?? ""), [search]);

  return (
    <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center" style={{ flex: "1 1 480px" }}>
        <Input.Search
          allowClear
          name={SEARCH_FIELD}
          aria-label={t("crud.filters.search")}
          placeholder={searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === "") onSearch(undefined);
          }}
          onSearch={(value) => onSearch(value.trim() || undefined)}
          style={{ width: 260, maxWidth: "100%" }}
        />
        {filters}
        {hasFilters && (
          <Button type="link" onClick={onClear}>
            {t("crud.filters.clear")}
          </Button>
        )}
      </Flex>
      <Flex wrap gap={8}>
        {tools}
      </Flex>
    </Flex>
  );
}

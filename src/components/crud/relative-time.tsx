import { Tooltip } from "antd";
import { formatDateTime, formatRelative } from "@/lib/format";

/**
 * When, as people say it ("3 hours ago", in the user's language), with the exact time on hover and
 * on keyboard focus (the tooltip), and for screen readers (the element's name).
 */
export function RelativeTime({ at, lang }: { at: string; lang: string }) {
  const exact = formatDateTime(at);
  return (
    <Tooltip title={exact} trigger={["hover", "focus"]}>
      {/* Focusable so that keyboard users reach the exact time too. */}
      <time dateTime={at} tabIndex={0} aria-label={`${formatRelative(at, lang)}, ${exact}`}>
        {formatRelative(at, lang)}
      </time>
    </Tooltip>
  );
}

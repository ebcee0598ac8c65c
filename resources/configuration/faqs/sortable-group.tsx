import type { TableColumnsType } from "antd";
import { SortableTable } from "@/components/sortable-table/sortable-table";
import type { Faq } from "../schema/faq";

interface SortableGroupTableProps {
  faqs: Faq[];
  columns: TableColumnsType<Faq>;
  label: string;
  /** The question of a FAQ as the list shows it (announcements name it). */
  questionOf: (faq: Faq) => string;
  /** Called with the group's FAQ ids in their new order. */
  onReorder: (faqIds: string[]) => void;
  loading?: boolean;
  /** A phone: the table fits the screen (questions wrap) instead of scrolling sideways. */
  compact?: boolean;
}

/** One group's FAQs in a table whose rows are sorted by dragging their handle, or with the keyboard. */
const FAQ_TEXTS = { ns: "configuration", keyPrefix: "faq" };

export function SortableGroupTable({ faqs, questionOf, ...props }: SortableGroupTableProps) {
  return (
    <SortableTable<Faq>
      rows={faqs}
      rowKey="faqId"
      nameOf={questionOf}
      texts={FAQ_TEXTS}
      {...props}
    />
  );
}

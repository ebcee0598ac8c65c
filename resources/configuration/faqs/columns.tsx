import type { TableColumnsType } from "antd";
import type { TFunction } from "i18next";
import { RowLink } from "@/components/crud/row-link";
import { RecordActions } from "@/components/crud/record-actions";
import type { RecordPermissions } from "@/hooks/use-access";
import { ActiveTag } from "@/components/crud/status-tag";
import type { Faq } from "../schema/faq";
import { handleColumn } from "@/components/sortable-table/sortable-table";
import { links } from "../links";

/** A FAQ's question in the interface language (Indonesian in id, English otherwise). */
export const questionOf = (faq: Pick<Faq, "questionId" | "questionEn">, language: string) =>
  language.startsWith("id") ? faq.questionId : faq.questionEn;

export function faqColumns(
  t: TFunction,
  language: string,
  can: RecordPermissions,
  reorder: { enabled: boolean },
  /** A phone: order and active columns give way to the question (an inactive one says so beside it). */
  compact = false,
): TableColumnsType<Faq> {
  const columns: TableColumnsType<Faq> = [];
  if (can.edit)
    columns.push(
      handleColumn(
        t("configuration:faq.reorder.column"),
        (faq) => t("configuration:faq.reorder.handle", { name: questionOf(faq, language) }),
        !reorder.enabled,
      ),
    );
  if (!compact)
    columns.push({
      key: "order",
      dataIndex: "order",
      title: t("configuration:faq.fields.order"),
      width: 72,
    });
  columns.push({
    key: "question",
    title: t("configuration:faq.fields.question"),
    render: (_, faq) => {
      const question = questionOf(faq, language);
      return (
        <>
          {can.edit ? <RowLink to={links.faq.edit(faq.faqId)}>{question}</RowLink> : question}
          {compact && !faq.isActive && (
            <>
              {" "}
              <ActiveTag active={false} />
            </>
          )}
        </>
      );
    },
  });
  if (!compact)
    columns.push({
      key: "isActive",
      dataIndex: "isActive",
      title: t("configuration:faq.fields.isActive"),
      width: 110,
      render: (active: boolean) => <ActiveTag active={active} />,
    });
  columns.push({
    key: "actions",
    title: t("translation:crud.fields.actions"),
    width: 110,
    render: (_, faq) => (
      <RecordActions
        resource="faqs"
        id={faq.faqId}
        name={questionOf(faq, language)}
        can={{ show: false, edit: can.edit, remove: can.remove }}
      />
    ),
  });
  return columns;
}

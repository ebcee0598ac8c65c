import { DeleteOutlined } from "@ant-design/icons";
import { useDelete } from "@refinedev/core";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import type { FaqGroup } from "../schema/faq";

const heldCount = (error: unknown): number | undefined => {
  const payload = (error as { payload?: { faqCount?: unknown } } | undefined)?.payload;
  return typeof payload?.faqCount === "number" ? payload.faqCount : undefined;
};

/**
 * Delete a group, with a confirmation. The server refuses a group that still holds FAQs; the
 * refusal says how many, in the user's language.
 */
export function DeleteGroupButton({ group }: { group: FaqGroup }) {
  const { t } = useTranslation("configuration");
  const { mutate, mutation } = useDelete();
  const name = group.nameEn;
  return (
    <Popconfirm
      title={t("configuration:faq.groups.deleteConfirm", { name })}
      okText={t("translation:crud.bulk.deleteOk")}
      cancelText={t("translation:crud.bulk.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={() =>
        mutate({
          resource: "faq-group",
          id: group.faqGroupId,
          successNotification: () => ({
            type: "success",
            message: t("configuration:faq.groups.deleted", { name }),
          }),
          errorNotification: (error) => {
            const count = heldCount(error);
            return {
              type: "error",
              message:
                count === undefined
                  ? (error?.message ?? t("configuration:faq.groups.deleteFailed"))
                  : t("configuration:faq.groups.deleteBlocked", { count }),
            };
          },
        })
      }
    >
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t("translation:crud.actions.delete", { name })}
      />
    </Popconfirm>
  );
}

import { SendOutlined } from "@ant-design/icons";
import { useCustomMutation, useGetIdentity, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateTestRequest, TemplateTestSent } from "../schema/template-message";
import { langLabel, type Lang } from "./labels";
import type { PreviewTexts } from "./preview";
import { formatDateTime } from "@/lib/format";
import { apiPath } from "@providers/data/api-path";

interface TestSendProps {
  templateId: string;
  lang: Lang;
  /**
   * The unsaved texts to test (the edit form checks them first and answers undefined when a field
   * is wrong); left out, the stored template is sent.
   */
  getDraft?: () => Promise<PreviewTexts | undefined>;
  /** The server refused the draft: its messages go on their fields. */
  onInvalid?: (errors: Record<string, string | string[]>) => void;
}

type Outcome =
  | { kind: "sent"; sent: TemplateTestSent }
  | { kind: "invalid" }
  | { kind: "failed"; message: string };

/** "Send a test to me": the message rendered with the sample data, then a sentence of what happened. */
export function TestSend({ templateId, lang, getDraft, onInvalid }: TestSendProps) {
  const { t } = useTranslation("notifications");
  const { data: identity } = useGetIdentity<{ email?: string }>();
  const { mutateAsync, mutation } = useCustomMutation<TemplateTestSent, HttpError>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    setOutcome(null);
    let draft: PreviewTexts | undefined;
    if (getDraft) {
      draft = await getDraft();
      if (!draft) return setOutcome({ kind: "invalid" });
    }
    const values: TemplateTestRequest = { language: lang, ...(draft ? { draft } : {}) };
    try {
      const { data } = await mutateAsync({
        url: apiPath("/template-messages/{id}/test", { id: templateId }),
        method: "post",
        values,
        successNotification: false,
        errorNotification: false,
      });
      setOutcome({ kind: "sent", sent: data });
    } catch (error) {
      const failure = error as HttpError;
      if (failure.statusCode === 422 && failure.errors) {
        onInvalid?.(failure.errors as Record<string, string | string[]>);
        const first = Object.values(failure.errors)[0];
        return setOutcome({
          kind: "failed",
          message: Array.isArray(first) ? String(first[0]) : String(first ?? failure.message),
        });
      }
      setOutcome({ kind: "failed", message: failure.message });
    }
  };

  const sentence = (sent: TemplateTestSent) =>
    t(
      sent.channel === "EMAIL"
        ? "notifications:templates.test.sentEmail"
        : "notifications:templates.test.sentPush",
      {
        subject: sent.subject,
        to: sent.to,
        language: langLabel(t, sent.language),
        at: formatDateTime(sent.sentAt),
      },
    );

  return (
    <Flex vertical gap={8}>
      <div>
        <Button
          icon={<SendOutlined aria-hidden />}
          loading={mutation.isPending}
          onClick={() => void send()}
        >
          {t("notifications:templates.test.send")}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {!outcome && (
          <Alert
            type="info"
            message={t("notifications:templates.test.hint", {
              language: langLabel(t, lang),
              to: identity?.email ?? t("notifications:templates.test.you"),
            })}
          />
        )}
        {outcome?.kind === "sent" && (
          <Alert type="success" showIcon message={sentence(outcome.sent)} />
        )}
        {outcome?.kind === "invalid" && (
          <Alert type="error" showIcon message={t("notifications:templates.test.fixFirst")} />
        )}
        {outcome?.kind === "failed" && (
          <Alert
            type="error"
            showIcon
            message={t("notifications:templates.test.failed", { message: outcome.message })}
          />
        )}
      </div>
    </Flex>
  );
}

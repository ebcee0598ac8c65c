import { useCustomMutation, type HttpError } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { useSchemaForm } from "@/components/form/use-schema-form";
import type { EmailChangeSent } from "../schema/user";
import { getDemoOutbox } from "@providers/data/api";
import { apiPath } from "@providers/data/api-path";

interface EmailChangeFieldProps {
  userId: string;
  current?: string;
  /** The edit form's fields (its schema has `email` and `emailCode`). */
  field: ReturnType<typeof useSchemaForm>;
  /** Whether an address may be sent a code. */
  isEmail: (value: string) => boolean;
}

/**
 * The email of an existing user (spec 6: email change by OTP). Typing another address reveals "Send
 * code"; the code goes to the new address, and the save carries it (`emailCode`): the server changes
 * the email only with the right code. Left as it was, the field is a plain input.
 */
export function EmailChangeField({ userId, current, field, isEmail }: EmailChangeFieldProps) {
  const { t } = useTranslation("users");
  const form = Form.useFormInstance();
  const email = (Form.useWatch<string | undefined>("email", form) ?? "").trim().toLowerCase();
  const changed = !!current && email !== "" && email !== current.toLowerCase();
  const [sentTo, setSentTo] = useState<string>();
  const [demoMail, setDemoMail] = useState<string>();
  const { mutate, mutation } = useCustomMutation<EmailChangeSent>();

  const send = () =>
    mutate(
      {
        url: apiPath("/users/{id}/email-change", { id: userId }),
        method: "post",
        values: { email },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setSentTo(email);
          form.setFields([{ name: "email", errors: [] }]);
          if (__DEMO_API__)
            void getDemoOutbox().then((mails) =>
              setDemoMail(
                mails
                  .filter((mail) => mail.to === email)
                  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]?.body,
              ),
            );
        },
        onError: (error: HttpError) =>
          form.setFields([
            {
              name: "email",
              errors: [String(error.errors?.email ?? error.message)],
            },
          ]),
      },
    );

  const codeSent = changed && sentTo === email;
  return (
    <>
      <Form.Item
        {...field("email")}
        extra={changed ? t("users:accounts.emailChange.hint") : undefined}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {changed && (
        <Flex vertical gap={8} style={{ marginBottom: 24 }}>
          <Button
            onClick={send}
            loading={mutation.isPending}
            disabled={!isEmail(email)}
            style={{ alignSelf: "flex-start" }}
          >
            {codeSent
              ? t("users:accounts.emailChange.resend")
              : t("users:accounts.emailChange.send")}
          </Button>
          {codeSent && (
            <Typography.Text role="status">
              {t("users:accounts.emailChange.sent", { email })}
            </Typography.Text>
          )}
          {codeSent && demoMail && (
            <Alert
              type="info"
              showIcon
              message={t("users:accounts.emailChange.demo")}
              description={demoMail}
            />
          )}
        </Flex>
      )}
      {changed && (
        <Form.Item {...field("emailCode")}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
    </>
  );
}

import { Form, InputNumber, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  EYE_TEST_CONSTANT_MAX,
  EYE_TEST_CONSTANT_MIN,
  EYE_TEST_CONSTANT_STEP,
  EYE_TEST_CONSTANTS,
  eyeTestConstantProblem,
  type EyeTestConstantField,
} from "../schema/settings-rules";
import type { EyeTestConstants, EyeTestConstantsUpdate } from "../schema/app-config";
import { SettingsPage, useSettingsForm } from "@/components/settings/settings-form";

const LIMITS = {
  min: EYE_TEST_CONSTANT_MIN,
  max: EYE_TEST_CONSTANT_MAX,
  step: EYE_TEST_CONSTANT_STEP,
};

function ConstantField({ field, saved }: { field: EyeTestConstantField; saved?: number }) {
  const { t } = useTranslation("configuration");
  const form = Form.useFormInstance();
  const current = Form.useWatch(field, form) as number | null | undefined;
  const label = {
    aMyopia: t("configuration:eyeTest.fields.aMyopia"),
    aHypermetropia: t("configuration:eyeTest.fields.aHypermetropia"),
    bMyopia: t("configuration:eyeTest.fields.bMyopia"),
    bHypermetropia: t("configuration:eyeTest.fields.bHypermetropia"),
  }[field];
  const help = {
    aMyopia: t("configuration:eyeTest.help.aMyopia"),
    aHypermetropia: t("configuration:eyeTest.help.aHypermetropia"),
    bMyopia: t("configuration:eyeTest.help.bMyopia"),
    bHypermetropia: t("configuration:eyeTest.help.bHypermetropia"),
  }[field];
  const changed = saved !== undefined && current !== saved;
  return (
    <Form.Item
      name={field}
      label={label}
      style={{ flex: "1 1 360px", minWidth: 0 }}
      extra={
        <>
          <div>{help}</div>
          <div>{t("configuration:eyeTest.rules", LIMITS)}</div>
          {changed && (
            <Typography.Text type="warning" data-testid={`previous-${field}`}>
              {t("configuration:eyeTest.previous", { value: saved })}
            </Typography.Text>
          )}
        </>
      }
      rules={[
        {
          validator: (_, value: unknown) => {
            const problem = eyeTestConstantProblem(value);
            if (!problem) return Promise.resolve();
            const message = {
              missing: t("configuration:eyeTest.errors.missing"),
              notNumber: t("configuration:eyeTest.errors.notNumber"),
              range: t("configuration:eyeTest.errors.range", LIMITS),
              step: t("configuration:eyeTest.errors.step", LIMITS),
            }[problem];
            return Promise.reject(new Error(message));
          },
        },
      ]}
    >
      <InputNumber
        step={EYE_TEST_CONSTANT_STEP}
        addonAfter={t("configuration:eyeTest.unit")}
        inputMode="decimal"
        style={{ width: "100%", maxWidth: 220 }}
      />
    </Form.Item>
  );
}

/** /config-eye-test-constant: the four constants of the eye test's power calculation (spec 2.2). */
export default function EyeTestConstantsPage() {
  const { t } = useTranslation("configuration");
  const form = useSettingsForm<EyeTestConstants, EyeTestConstantsUpdate>({
    resource: "config-eye-test-constant",
    setting: "eye-test-constants",
  });
  return (
    <SettingsPage
      title={t("configuration:eyeTest.title")}
      description={t("configuration:eyeTest.description")}
      form={form}
    >
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 24 }}>
        {EYE_TEST_CONSTANTS.map(({ field }) => (
          <ConstantField key={field} field={field} saved={form.record?.[field]} />
        ))}
      </div>
    </SettingsPage>
  );
}

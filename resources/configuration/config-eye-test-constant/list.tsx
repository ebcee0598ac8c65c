import { Form, InputNumber, Typography, type FormItemProps } from "antd";
import { useTranslation } from "react-i18next";
import {
  EYE_TEST_CONSTANT_MAX,
  EYE_TEST_CONSTANT_MIN,
  EYE_TEST_CONSTANT_STEP,
  EYE_TEST_CONSTANTS,
  type EyeTestConstantField,
} from "../schema/settings-rules";
import { SettingsPage } from "@/components/settings/settings-form";
import { useEyeTestConstantsForm } from "./use-eye-test-constants-form";
import { links } from "../links";

const LIMITS = {
  min: EYE_TEST_CONSTANT_MIN,
  max: EYE_TEST_CONSTANT_MAX,
  step: EYE_TEST_CONSTANT_STEP,
};

/** A constant's field: its label, bounds and messages are the schema's (a value out of them stays as typed). */
function ConstantField({
  item,
  field,
  saved,
}: {
  item: FormItemProps;
  field: EyeTestConstantField;
  saved?: number;
}) {
  const { t } = useTranslation("configuration");
  const form = Form.useFormInstance();
  const current = Form.useWatch(field, form) as number | null | undefined;
  const help = {
    aMyopia: t("configuration:eyeTest.help.aMyopia"),
    aHypermetropia: t("configuration:eyeTest.help.aHypermetropia"),
    bMyopia: t("configuration:eyeTest.help.bMyopia"),
    bHypermetropia: t("configuration:eyeTest.help.bHypermetropia"),
  }[field];
  const changed = saved !== undefined && current !== saved;
  return (
    <Form.Item
      {...item}
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
    >
      <InputNumber<number>
        step={EYE_TEST_CONSTANT_STEP}
        // The unit inside the box (antd deprecates addonAfter on InputNumber).
        suffix={t("configuration:eyeTest.unit")}
        inputMode="decimal"
        style={{ width: "100%", maxWidth: 220 }}
      />
    </Form.Item>
  );
}

/** /config-eye-test-constant: the four constants of the eye test's power calculation (spec 2.2). */
export default function EyeTestConstantsPage() {
  const { t } = useTranslation("configuration");
  const form = useEyeTestConstantsForm();
  return (
    <SettingsPage
      title={t("configuration:eyeTest.title")}
      description={t("configuration:eyeTest.description")}
      form={form}
      changeLogs={{ to: links.eyeTestConstants.changeLogs(), area: "config-eye-test-constant" }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", columnGap: 24 }}>
        {EYE_TEST_CONSTANTS.map(({ field }) => (
          <ConstantField
            key={field}
            item={form.field(field)}
            field={field}
            saved={form.record?.[field]}
          />
        ))}
      </div>
    </SettingsPage>
  );
}

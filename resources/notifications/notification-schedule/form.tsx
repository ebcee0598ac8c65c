import {
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  List,
  Row,
  Space,
  TimePicker,
  Typography,
  type FormProps,
} from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { FormSelect } from "@/components/form-select";
import { AudienceFields } from "../components/audience-field";
import { ContentFields } from "../components/content-fields";
import { MessagePreview } from "../components/message-preview";
import type { SchemaFormField } from "../components/schema-field";
import { useAudienceCount } from "../components/use-audience-count";
import type { Audience } from "../schema/customer-notification";
import {
  CRON_WEEKDAYS,
  DEFAULT_TIME_ZONE,
  LAST_DAY,
  SCHEDULE_KINDS,
  SCHEDULE_TIME_ZONES,
  type ScheduleTimeZone,
} from "../schema/schedule-rules";
import { formatInZone } from "./describe";
import {
  WHEN_PICKERS,
  dateField,
  nextFive,
  syncWhen,
  whenOf,
  type ScheduleFormFields,
} from "./form-values";
import { kindLabel, weekdayLabel, zoneAbbreviation, zoneLabel } from "./labels";
import { SwitchItem } from "@/components/form/switch-item";
import { useCronSentence } from "./use-cron-sentence";
import { RadioGroup, CheckboxGroup } from "@/components/form/choice-group";
import { optionsOf } from "@/lib/options";

const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Renders nothing: the Form.Item around it holds a value the pickers beside it stand for. */
function Derived(_: { value?: unknown; onChange?: unknown }) {
  return null;
}

/**
 * A picker of the "when" (`name`, a form-only field) with the messages of the API's value it makes
 * (`sendAt` or `cron`, checked by the schema) under it. The field is required while it shows: the
 * schema's rule across fields asks for it for this kind.
 */
function WhenPicker({
  label,
  name,
  derived,
  field,
  children,
}: {
  label: string;
  name: (typeof WHEN_PICKERS)[number];
  derived?: "sendAt" | "cron";
  field: SchemaFormField;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} htmlFor={name} required>
      <Form.Item noStyle name={name}>
        {children}
      </Form.Item>
      {derived && (
        <Form.Item noStyle {...field(derived)}>
          <Derived />
        </Form.Item>
      )}
    </Form.Item>
  );
}

/**
 * Once at a day and time, or a repeating rule from a start date to an optional end date, on the clock
 * of the chosen zone (WIB, WITA or WIT).
 */
function WhenFields({ field }: { field: SchemaFormField }) {
  const { t } = useTranslation("notifications");
  const kind = Form.useWatch("kind") as ScheduleFormFields["kind"] | undefined;
  const monthDay = Form.useWatch("monthDay") as ScheduleFormFields["monthDay"];
  const timeZone = (Form.useWatch("timeZone") as ScheduleTimeZone | undefined) ?? DEFAULT_TIME_ZONE;
  const timeLabel = t("notifications:fields.timeInZone", {
    zone: zoneAbbreviation(t, timeZone),
  });
  // The time is never emptied: each kind needs one, and a change of kind keeps it.
  const timePicker = (
    <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} allowClear={false} />
  );
  return (
    <>
      <Form.Item {...field("kind")}>
        <RadioGroup
          optionType="button"
          options={optionsOf(SCHEDULE_KINDS, (value) => kindLabel(t, value))}
        />
      </Form.Item>
      {/* The pickers below are read on this clock: 09:00 WITA is 08:00 in Jakarta. */}
      <Form.Item {...field("timeZone")}>
        <FormSelect
          style={{ maxWidth: 320 }}
          options={optionsOf(SCHEDULE_TIME_ZONES, (value) => zoneLabel(t, value))}
        />
      </Form.Item>
      {kind === "ONCE" ? (
        <Space wrap align="start">
          <WhenPicker
            label={t("notifications:fields.onceDate")}
            name="onceDate"
            derived="sendAt"
            field={field}
          >
            <DatePicker format="DD/MM/YYYY" />
          </WhenPicker>
          <WhenPicker label={timeLabel} name="time" field={field}>
            {timePicker}
          </WhenPicker>
        </Space>
      ) : (
        <>
          <Space wrap align="start">
            <WhenPicker
              label={timeLabel}
              name="time"
              derived={kind === "DAILY" ? "cron" : undefined}
              field={field}
            >
              {timePicker}
            </WhenPicker>
            {kind === "MONTHLY" && (
              <WhenPicker
                label={t("notifications:fields.monthDay")}
                name="monthDay"
                derived="cron"
                field={field}
              >
                <FormSelect
                  style={{ width: 200 }}
                  options={[
                    ...optionsOf(MONTH_DAYS, (value) =>
                      t("notifications:rule.dayOfMonth", { day: value }),
                    ),
                    { value: LAST_DAY, label: t("notifications:rule.lastDay") },
                  ]}
                />
              </WhenPicker>
            )}
          </Space>
          {kind === "MONTHLY" && typeof monthDay === "number" && monthDay > 28 && (
            <Typography.Paragraph type="secondary">
              {t("notifications:rule.shortMonths", { day: monthDay })}
            </Typography.Paragraph>
          )}
          {kind === "WEEKLY" && (
            <WhenPicker
              label={t("notifications:fields.weekdays")}
              name="weekdays"
              derived="cron"
              field={field}
            >
              <CheckboxGroup
                options={optionsOf(CRON_WEEKDAYS, (value) => weekdayLabel(t, value))}
              />
            </WhenPicker>
          )}
          <Space wrap align="start">
            {/* Required for a repeating rule: the schema's rule across fields. */}
            <Form.Item {...field("startDate")} required {...dateField}>
              <DatePicker format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item {...field("endDate")} dependencies={["startDate"]} {...dateField}>
              <DatePicker
                format="DD/MM/YYYY"
                allowClear
                placeholder={t("notifications:rule.noEnd")}
              />
            </Form.Item>
          </Space>
        </>
      )}
    </>
  );
}

/** The rule in words and the next five send times, as the form stands. */
function NextRuns() {
  const { t } = useTranslation("notifications");
  const form = Form.useFormInstance();
  // Every field of the "when": the list follows each change.
  const values: Partial<ScheduleFormFields> = {
    kind: Form.useWatch("kind", form),
    timeZone: Form.useWatch("timeZone", form),
    onceDate: Form.useWatch("onceDate", form),
    time: Form.useWatch("time", form),
    weekdays: Form.useWatch("weekdays", form),
    monthDay: Form.useWatch("monthDay", form),
    startDate: Form.useWatch("startDate", form),
    endDate: Form.useWatch("endDate", form),
  };
  const when = whenOf(values);
  const timeZone = when?.timeZone ?? DEFAULT_TIME_ZONE;
  const sentence = useCronSentence(when?.cron, timeZone);
  const runs = nextFive(values);
  return (
    <Card
      size="small"
      title={t("notifications:next.title")}
      role="region"
      aria-label={t("notifications:next.title")}
    >
      <Typography.Paragraph strong data-testid="rule-sentence">
        {when?.kind === "ONCE"
          ? t("notifications:rule.once", { at: formatInZone(when.sendAt, timeZone, t) })
          : (sentence ?? (when ? "…" : t("notifications:rule.incomplete")))}
      </Typography.Paragraph>
      {runs.length ? (
        <List
          size="small"
          dataSource={runs}
          aria-label={t("notifications:next.title")}
          renderItem={(at) => <List.Item>{formatInZone(at, timeZone, t)}</List.Item>}
        />
      ) : (
        <Typography.Text type="secondary">
          {when ? t("notifications:next.none") : t("notifications:rule.incomplete")}
        </Typography.Text>
      )}
    </Card>
  );
}

function PreviewOfForm() {
  const form = Form.useFormInstance();
  return (
    <MessagePreview
      channel={Form.useWatch("channel", form)}
      title={Form.useWatch("title", form)}
      message={Form.useWatch("message", form)}
    />
  );
}

function Audience({ field }: { field: SchemaFormField }) {
  const audience = Form.useWatch("audience") as Partial<Audience> | undefined;
  const count = useAudienceCount(apiPath("/notification-schedules/audience-count"), audience);
  return <AudienceFields count={count} field={field} />;
}

/**
 * The schedule form (create and edit): content, audience, when, active; preview and next times
 * beside. Its fields' labels and rules are the schedule schema's (`field`).
 */
export function ScheduleForm({
  formProps,
  field,
}: {
  formProps: FormProps<ScheduleFormFields>;
  field: SchemaFormField;
}) {
  const form = formProps.form!;
  return (
    <Form<ScheduleFormFields>
      {...formProps}
      layout="vertical"
      onValuesChange={(changed, values) => {
        formProps.onValuesChange?.(changed, values);
        if (WHEN_PICKERS.some((name) => name in changed)) syncWhen(form);
      }}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Form.Item {...field("name")}>
            <Input />
          </Form.Item>
          <ContentFields field={field} />
          <Audience field={field} />
          <WhenFields field={field} />
          <SwitchItem {...field("isActive")} />
        </Col>
        <Col xs={24} lg={10}>
          <Space direction="vertical" size="middle" style={{ width: "100%" }}>
            <NextRuns />
            <PreviewOfForm />
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

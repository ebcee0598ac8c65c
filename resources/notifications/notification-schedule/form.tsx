import {
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  List,
  Radio,
  Row,
  Space,
  Switch,
  TimePicker,
  Typography,
  type FormProps,
} from "antd";
import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { FormSelect } from "@/components/form-select";
import { AudienceFields } from "../components/audience-field";
import { ContentFields } from "../components/content-fields";
import { MessagePreview } from "../components/message-preview";
import { useAudienceCount } from "../components/use-audience-count";
import type { Audience } from "../schema/customer-notification";
import { CRON_WEEKDAYS, LAST_DAY, SCHEDULE_KINDS } from "../schema/schedule-rules";
import { formatWib } from "./describe";
import { nextFive, whenOf, type ScheduleFormFields } from "./form-values";
import { kindLabel, weekdayLabel } from "./labels";
import { useCronSentence } from "./use-cron-sentence";

const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Once at a day and time, or a repeating rule from a start date to an optional end date (WIB). */
function WhenFields() {
  const { t } = useTranslation("notifications");
  const kind = Form.useWatch("kind") as ScheduleFormFields["kind"] | undefined;
  const monthDay = Form.useWatch("monthDay") as ScheduleFormFields["monthDay"];
  return (
    <>
      <Form.Item name="kind" label={t("notifications:fields.kind")} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={SCHEDULE_KINDS.map((value) => ({ value, label: kindLabel(t, value) }))}
        />
      </Form.Item>
      {kind === "ONCE" ? (
        <Space wrap align="start">
          <Form.Item
            name="onceDate"
            label={t("notifications:fields.onceDate")}
            rules={[{ required: true, message: t("notifications:validation.onceDate") }]}
          >
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item
            name="onceTime"
            label={t("notifications:fields.timeWib")}
            rules={[{ required: true, message: t("notifications:validation.time") }]}
          >
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
        </Space>
      ) : (
        <>
          <Space wrap align="start">
            <Form.Item
              name="time"
              label={t("notifications:fields.timeWib")}
              rules={[{ required: true, message: t("notifications:validation.time") }]}
            >
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
            </Form.Item>
            {kind === "MONTHLY" && (
              <Form.Item
                name="monthDay"
                label={t("notifications:fields.monthDay")}
                rules={[{ required: true, message: t("notifications:validation.monthDay") }]}
              >
                <FormSelect
                  style={{ width: 200 }}
                  options={[
                    ...MONTH_DAYS.map((value) => ({
                      value,
                      label: t("notifications:rule.dayOfMonth", { day: value }),
                    })),
                    { value: LAST_DAY, label: t("notifications:rule.lastDay") },
                  ]}
                />
              </Form.Item>
            )}
          </Space>
          {kind === "MONTHLY" && typeof monthDay === "number" && monthDay > 28 && (
            <Typography.Paragraph type="secondary">
              {t("notifications:rule.shortMonths", { day: monthDay })}
            </Typography.Paragraph>
          )}
          {kind === "WEEKLY" && (
            <Form.Item
              name="weekdays"
              label={t("notifications:fields.weekdays")}
              rules={[
                {
                  required: true,
                  type: "array",
                  min: 1,
                  message: t("notifications:validation.weekdays"),
                },
              ]}
            >
              <Checkbox.Group
                options={CRON_WEEKDAYS.map((value) => ({ value, label: weekdayLabel(t, value) }))}
              />
            </Form.Item>
          )}
          <Space wrap align="start">
            <Form.Item
              name="startDate"
              label={t("notifications:fields.startDate")}
              rules={[{ required: true, message: t("notifications:validation.startDate") }]}
            >
              <DatePicker format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item
              name="endDate"
              label={t("notifications:fields.endDate")}
              dependencies={["startDate"]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: ScheduleFormFields["endDate"]) => {
                    const start = getFieldValue("startDate") as ScheduleFormFields["startDate"];
                    return value && start && value.isBefore(start, "day")
                      ? Promise.reject(new Error(t("notifications:validation.endBeforeStart")))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
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
    onceDate: Form.useWatch("onceDate", form),
    onceTime: Form.useWatch("onceTime", form),
    time: Form.useWatch("time", form),
    weekdays: Form.useWatch("weekdays", form),
    monthDay: Form.useWatch("monthDay", form),
    startDate: Form.useWatch("startDate", form),
    endDate: Form.useWatch("endDate", form),
  };
  const when = whenOf(values);
  const sentence = useCronSentence(when?.cron);
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
          ? t("notifications:rule.once", { at: formatWib(when.sendAt, t) })
          : (sentence ?? (when ? "…" : t("notifications:rule.incomplete")))}
      </Typography.Paragraph>
      {runs.length ? (
        <List
          size="small"
          dataSource={runs}
          aria-label={t("notifications:next.title")}
          renderItem={(at) => <List.Item>{formatWib(at, t)}</List.Item>}
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

function Audience() {
  const audience = Form.useWatch("audience") as Partial<Audience> | undefined;
  const count = useAudienceCount(apiPath("/notification-schedules/audience-count"), audience);
  return <AudienceFields count={count} />;
}

/** The schedule form (create and edit): content, audience, when, active; preview and next times beside. */
export function ScheduleForm({ formProps }: { formProps: FormProps<ScheduleFormFields> }) {
  const { t } = useTranslation("notifications");
  return (
    <Form<ScheduleFormFields> {...formProps} layout="vertical">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Form.Item
            name="name"
            label={t("notifications:fields.name")}
            rules={[
              { required: true, whitespace: true, message: t("notifications:validation.name") },
              { max: 100 },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <ContentFields />
          <Audience />
          <WhenFields />
          <Form.Item
            name="isActive"
            label={t("notifications:fields.isActive")}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
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

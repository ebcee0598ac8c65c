import type { FormProps } from "antd";
import { useMemo } from "react";
import { useRecordForm } from "@/components/crud/use-record-form";
import type { NotificationChannel } from "../schema/audience-rules";
import {
  scheduleWrite,
  type NotificationSchedule,
  type ScheduleFormValues,
} from "../schema/notification-schedule";
import {
  newScheduleFields,
  toFormFields,
  toScheduleBody,
  type ScheduleFormFields,
} from "./form-values";

/**
 * Create and edit: the record's "when" as pickers in the form, as cron or a send time (the schema's
 * fields, checked by it) in the request.
 */
export function useScheduleForm(action: "create" | "edit", channel: NotificationChannel) {
  const form = useRecordForm<NotificationSchedule, ScheduleFormValues>({
    action,
    resource: "notification-schedule",
    idField: "scheduleId",
    schema: scheduleWrite,
  });
  const record = form.query?.data?.data;
  const initialValues = useMemo(
    () => (record ? toFormFields(record) : newScheduleFields(channel)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new tab's channel only seeds a new form
    [record],
  );
  const { onFinish } = form.formProps;
  return {
    ...form,
    // The form holds pickers beside the API's fields (ScheduleFormFields); the request gets the latter.
    formProps: {
      ...form.formProps,
      initialValues,
      onFinish: (values: ScheduleFormFields) => onFinish?.(toScheduleBody(values)),
    } as unknown as FormProps<ScheduleFormFields>,
  };
}

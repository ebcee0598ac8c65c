import { Checkbox, Flex, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { weekdayLabel } from "./labels";
import type { useSchemaForm } from "@/components/form/use-schema-form";
import type { OpeningHours } from "../schema/store";

/**
 * The week's opening hours: one row per weekday, "closed" or open–close times. Their rules are the
 * store schema's (both times on an open day, the closing after the opening), naming the day.
 */
export function OpeningHoursField({
  field: schemaField,
}: {
  field: ReturnType<typeof useSchemaForm>;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <Form.List name="openingHours">
      {(fields) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Form.Item key={field.key} noStyle shouldUpdate>
              {(form) => {
                const row = form.getFieldValue(["openingHours", field.name]) as
                  OpeningHours | undefined;
                const day = row ? weekdayLabel(t, row.day) : "";
                return (
                  <Flex gap={8} align="baseline" wrap>
                    <Typography.Text style={{ width: 90 }}>{day}</Typography.Text>
                    <Form.Item name={[field.name, "closed"]} valuePropName="checked" noStyle>
                      <Checkbox>{t("catalogue:stores.fields.closed")}</Checkbox>
                    </Form.Item>
                    {!row?.closed && (
                      <>
                        <Form.Item
                          {...schemaField(["openingHours", field.name, "open"], {
                            name: [field.name, "open"],
                            label: false,
                          })}
                          style={{ marginBottom: 4 }}
                        >
                          <Input
                            type="time"
                            aria-label={t("catalogue:stores.fields.openAt", { day })}
                            style={{ width: 130 }}
                          />
                        </Form.Item>
                        <span>–</span>
                        <Form.Item
                          {...schemaField(["openingHours", field.name, "close"], {
                            name: [field.name, "close"],
                            label: false,
                          })}
                          style={{ marginBottom: 4 }}
                          dependencies={[["openingHours", field.name, "open"]]}
                        >
                          <Input
                            type="time"
                            aria-label={t("catalogue:stores.fields.closeAt", { day })}
                            style={{ width: 130 }}
                          />
                        </Form.Item>
                      </>
                    )}
                  </Flex>
                );
              }}
            </Form.Item>
          ))}
        </Flex>
      )}
    </Form.List>
  );
}

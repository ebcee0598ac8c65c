import { Checkbox, Flex, Form, Input, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { weekdayLabel } from "./labels";
import type { OpeningHours } from "../schema/store";

/** The week's opening hours: one row per weekday, "closed" or open–close times. */
export function OpeningHoursField() {
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
                          name={[field.name, "open"]}
                          style={{ marginBottom: 4 }}
                          rules={[
                            {
                              required: true,
                              message: t("catalogue:stores.validation.openRequired", { day }),
                            },
                          ]}
                        >
                          <Input
                            type="time"
                            aria-label={t("catalogue:stores.fields.openAt", { day })}
                            style={{ width: 130 }}
                          />
                        </Form.Item>
                        <span>–</span>
                        <Form.Item
                          name={[field.name, "close"]}
                          style={{ marginBottom: 4 }}
                          dependencies={[["openingHours", field.name, "open"]]}
                          rules={[
                            {
                              required: true,
                              message: t("catalogue:stores.validation.closeRequired", { day }),
                            },
                            ({ getFieldValue }) => ({
                              validator: (_, close: string) => {
                                const open = getFieldValue(["openingHours", field.name, "open"]) as
                                  string | undefined;
                                return !open || !close || close > open
                                  ? Promise.resolve()
                                  : Promise.reject(
                                      new Error(
                                        t("catalogue:stores.validation.closeAfterOpen", { day }),
                                      ),
                                    );
                              },
                            }),
                          ]}
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

import { ListPage } from "@/components/crud/list-page";
import { useCustom } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Input, Select, Switch, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiPath } from "@providers/data/api-path";
import { useBrandOptions } from "../components/use-brand-options";
import { CustomerLoader } from "./customer-loader";
import { PrescriptionForm } from "./prescription-form";
import { Results } from "./results";
import type { CheckResult } from "../schema/prescription-check";
import type { PrescriptionValues } from "./types";

/** /simulate-prescription-checker: which LENSA products can be made for a prescription, and why not. */
export default function PrescriptionChecker() {
  const { t } = useTranslation("catalogue");
  const [form] = Form.useForm<PrescriptionValues>();
  const [submitted, setSubmitted] = useState<PrescriptionValues>();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [onlySuitable, setOnlySuitable] = useState(false);
  const [q, setQ] = useState("");
  const [brandId, setBrandId] = useState<string>();
  const brands = useBrandOptions();
  const { query } = useCustom<CheckResult>({
    url: apiPath("/simulate-prescription-checker/search"),
    method: "post",
    config: {
      payload: {
        prescription: submitted,
        onlySuitable,
        q,
        brandId,
        _start: (page.current - 1) * page.pageSize,
        _end: page.current * page.pageSize,
      },
    },
    queryOptions: { enabled: !!submitted },
  });
  // `result.data` is an empty object until the answer arrives: read the query instead.
  const data = query.data?.data;

  return (
    <ListPage title={t("catalogue:prescriptionChecker.titles.list")} canCreate={false}>
      <Flex vertical gap={16}>
        <Card
          size="small"
          title={t("catalogue:prescriptionChecker.sections.prescription")}
          extra={
            <CustomerLoader
              onLoad={(rx) =>
                form.setFieldsValue({
                  right: rx.right ?? {},
                  left: rx.left ?? {},
                  pd: rx.pd as number,
                  age: rx.age as number,
                } as PrescriptionValues)
              }
            />
          }
        >
          <PrescriptionForm
            form={form}
            onFinish={(values) => {
              setPage((current) => ({ ...current, current: 1 }));
              setSubmitted(values);
            }}
          />
          <Flex gap={8}>
            <Button type="primary" onClick={() => form.submit()} loading={query.isFetching}>
              {t("catalogue:prescriptionChecker.actions.check")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setSubmitted(undefined);
              }}
            >
              {t("catalogue:prescriptionChecker.actions.reset")}
            </Button>
          </Flex>
        </Card>
        {submitted && (
          <Card size="small" title={t("catalogue:prescriptionChecker.results.title")}>
            <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
              <Input.Search
                allowClear
                aria-label={t("catalogue:prescriptionChecker.results.search")}
                placeholder={t("catalogue:prescriptionChecker.results.search")}
                style={{ width: 240 }}
                onSearch={(value) => {
                  setQ(value);
                  setPage((p) => ({ ...p, current: 1 }));
                }}
              />
              <Select
                allowClear
                aria-label={t("catalogue:products.filters.brandId")}
                placeholder={t("catalogue:products.filters.brandId")}
                style={{ width: 180 }}
                options={brands.options}
                value={brandId}
                onChange={(value: string | undefined) => {
                  setBrandId(value);
                  setPage((p) => ({ ...p, current: 1 }));
                }}
              />
              <Flex gap={6} align="center">
                <Switch
                  id="only-suitable"
                  checked={onlySuitable}
                  onChange={(checked) => {
                    setOnlySuitable(checked);
                    setPage((p) => ({ ...p, current: 1 }));
                  }}
                />
                <label htmlFor="only-suitable">
                  {t("catalogue:prescriptionChecker.results.onlySuitable")}
                </label>
              </Flex>
            </Flex>
            {query.isError ? (
              <Alert type="error" showIcon message={query.error?.message} />
            ) : (
              data && (
                <Typography.Paragraph>
                  {t("catalogue:prescriptionChecker.results.summary", {
                    suitable: data.suitableCount,
                    checked: data.checked,
                  })}
                </Typography.Paragraph>
              )
            )}
            <Results
              data={data}
              loading={query.isFetching}
              pagination={page}
              onPage={(pagination) =>
                setPage({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 })
              }
            />
          </Card>
        )}
      </Flex>
    </ListPage>
  );
}

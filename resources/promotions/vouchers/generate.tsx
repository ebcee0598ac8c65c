import { DownloadOutlined, EyeOutlined, ThunderboltOutlined } from "@ant-design/icons";
import { useSelect } from "@refinedev/antd";
import { useOne, type HttpError } from "@refinedev/core";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  InputNumber,
  Progress,
  Row,
  Space,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useBatchCsv } from "./batch-csv";
import { LinkButton } from "@/components/crud/link-button";
import { PageTitle } from "@/components/crud/page-title";
import { List } from "@/components/crud/views";
import { FormSelect } from "@/components/form-select";
import type { CodeBatchValues, CodePreview, CodeShape, Voucher } from "../schema/voucher";
import {
  CODE_CHARSET_NAMES,
  CODE_CHARSETS,
  codeCapacity,
  DEFAULT_SUFFIX_LENGTH,
  MAX_BATCH,
} from "../schema/voucher-rules";
import { links } from "../links";
import { charsetLabel } from "./labels";
import { suffixLengthFits, useCodeBatchForm } from "./use-code-batch-form";
import { useCodeGeneration } from "./use-code-generation";
import { formatNumber } from "@/lib/format";
import { RadioGroup } from "@/components/form/choice-group";

type GenerateValues = CodeBatchValues;

const SHAPE_FIELDS = ["voucherId", "count", "suffixLength", "charset"] as const;

/**
 * /vouchers/generate: a batch of up to 10,000 unique codes for one voucher, each the brand's
 * four-letter code plus a suffix of the chosen length and character set (no look-alikes). A preview
 * first, then the batch in chunks with its progress, then the batch as CSV.
 */
export default function VoucherGenerate() {
  const { t } = useTranslation("promotions");
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<GenerateValues>();
  const field = useCodeBatchForm();
  const initialVoucher = params.get("voucherId") ?? undefined;
  const voucherId = Form.useWatch("voucherId", form) as string | undefined;
  const suffixLength = Form.useWatch("suffixLength", form) as number | undefined;
  const charset = Form.useWatch("charset", form) as CodeShape["charset"] | undefined;
  const [preview, setPreview] = useState<CodePreview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const generation = useCodeGeneration();
  const { state, codes } = generation;
  const running = state.phase === "running";

  const { selectProps } = useSelect<Voucher>({
    resource: "vouchers",
    optionLabel: (voucher) => `${voucher.voucherName} (${voucher.codePrefix})`,
    optionValue: "voucherId",
    defaultValue: initialVoucher,
    // Codes are made for vouchers that can still be used (one switched off may be switched on).
    filters: [
      { field: "status", operator: "in", value: ["SCHEDULED", "ACTIVE", "USED_UP", "INACTIVE"] },
    ],
    onSearch: (text) => [{ field: "q", operator: "eq", value: text }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { idField: "voucherId" },
  });
  const { result: voucher, query: voucherQuery } = useOne<Voucher>({
    resource: "vouchers",
    id: voucherId ?? "",
    queryOptions: { enabled: !!voucherId },
  });

  // A changed shape needs a new preview before it is generated.
  const onValuesChange = (changed: Partial<GenerateValues>) => {
    if (SHAPE_FIELDS.some((field) => field in changed)) {
      setPreview(null);
      setProblem(null);
    }
    if ("voucherId" in changed)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changed.voucherId) next.set("voucherId", changed.voucherId);
          else next.delete("voucherId");
          return next;
        },
        { replace: true },
      );
  };
  useEffect(() => {
    if (initialVoucher && !form.getFieldValue("voucherId"))
      form.setFieldValue("voucherId", initialVoucher);
  }, [form, initialVoucher]);

  /** The server's refusal on its fields (422) or as a sentence (409, network). */
  const showError = (error: HttpError) => {
    const fields = Object.entries(error.errors ?? {}).filter(([name]) =>
      (SHAPE_FIELDS as readonly string[]).includes(name),
    );
    if (fields.length)
      form.setFields(
        fields.map(([name, message]) => ({
          name: name as keyof GenerateValues,
          errors: [String(message)],
        })),
      );
    else setProblem(error.message || t("promotions:vouchers.generate.failed"));
  };

  const onPreview = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setProblem(null);
    setPreviewing(true);
    try {
      const { voucherId: id, ...shape } = values;
      setPreview(await generation.preview(id, shape));
      generation.reset();
    } catch (error) {
      showError(error as HttpError);
    } finally {
      setPreviewing(false);
    }
  };

  const onGenerate = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setProblem(null);
    const { voucherId: id, ...shape } = values;
    // A voucher that has codes already (an earlier batch, or the one just made) gets another batch
    // only once staff say so: a second click is not a second batch by mistake.
    const existing = voucher?.codeCount ?? 0;
    if (existing > 0) {
      const confirmed = await modal.confirm({
        title: t("promotions:vouchers.generate.againTitle", { n: formatNumber(shape.count) }),
        content: t("promotions:vouchers.generate.againText", {
          voucher: voucher?.voucherName ?? "",
          n: formatNumber(existing),
        }),
        okText: t("promotions:vouchers.generate.againOk"),
        cancelText: t("promotions:vouchers.generate.againCancel"),
      });
      if (!confirmed) return;
    }
    await generation.generate(id, shape);
  };

  // The voucher's counts follow each batch ("This voucher has N codes already").
  useEffect(() => {
    if (state.phase === "done" || state.phase === "stopped") void voucherQuery.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished batch
  }, [state.phase]);

  useEffect(() => {
    if (state.phase === "failed") showError(state.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [state]);

  const batchCsv = useBatchCsv(voucher);
  const download = () => batchCsv.save(codes, "batchId" in state ? (state.batchId ?? "") : "");

  // Said only of a length the schema takes (a length out of range has its message instead).
  const capacity =
    charset && suffixLengthFits(suffixLength) ? codeCapacity(charset, suffixLength) : undefined;
  const percent =
    "total" in state && state.total
      ? Math.floor(((state.phase === "done" ? state.total : state.done) / state.total) * 100)
      : 0;
  const charsetOptions = useMemo(
    () =>
      CODE_CHARSET_NAMES.map((name) => ({
        value: name,
        label: (
          <span>
            {charsetLabel(t, name)}{" "}
            <Typography.Text type="secondary" code>
              {CODE_CHARSETS[name]}
            </Typography.Text>
          </span>
        ),
      })),
    [t],
  );

  return (
    <List
      title={<PageTitle>{t("promotions:vouchers.titles.generate")}</PageTitle>}
      breadcrumb={false}
      canCreate={false}
      headerButtons={
        <LinkButton to={links.voucher.list()}>
          {t("promotions:vouchers.generate.backToList")}
        </LinkButton>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("promotions:vouchers.generate.intro")}
        </Typography.Paragraph>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card title={t("promotions:vouchers.generate.batchTitle")} size="small">
              <Form<GenerateValues>
                form={form}
                layout="vertical"
                disabled={running}
                initialValues={{
                  voucherId: initialVoucher,
                  count: 500,
                  suffixLength: DEFAULT_SUFFIX_LENGTH,
                  charset: "LETTERS_DIGITS",
                }}
                onValuesChange={onValuesChange}
              >
                <Form.Item {...field("voucherId")}>
                  <FormSelect
                    {...selectProps}
                    placeholder={t("promotions:vouchers.generate.voucherSearch")}
                  />
                </Form.Item>
                {voucher && (
                  <p>
                    {t("promotions:vouchers.form.prefixLabel")}{" "}
                    <Typography.Text code data-testid="generate-prefix">
                      {voucher.codePrefix}
                    </Typography.Text>{" "}
                    <Typography.Text type="secondary">
                      {t("promotions:vouchers.generate.existing", {
                        n: formatNumber(voucher.codeCount),
                      })}
                    </Typography.Text>
                  </p>
                )}
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      {...field("count")}
                      extra={t("promotions:vouchers.generate.countHint", {
                        max: formatNumber(MAX_BATCH),
                      })}
                    >
                      <InputNumber<number> style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item {...field("suffixLength")}>
                      <InputNumber<number> style={{ width: "100%" }} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item
                  {...field("charset")}
                  extra={t("promotions:vouchers.generate.charsetHint")}
                >
                  <RadioGroup
                    options={charsetOptions}
                    style={{ display: "flex", flexDirection: "column", gap: 4 }}
                  />
                </Form.Item>
                {capacity !== undefined && (
                  <Typography.Paragraph type="secondary">
                    {t("promotions:vouchers.generate.capacity", {
                      length: suffixLength,
                      capacity: formatNumber(capacity),
                    })}
                  </Typography.Paragraph>
                )}
                <Space wrap>
                  <Button
                    icon={<EyeOutlined aria-hidden />}
                    loading={previewing}
                    onClick={() => void onPreview()}
                  >
                    {t("promotions:vouchers.generate.preview")}
                  </Button>
                  <Button
                    type="primary"
                    icon={<ThunderboltOutlined aria-hidden />}
                    disabled={!preview || running}
                    onClick={() => void onGenerate()}
                  >
                    {t("promotions:vouchers.generate.start")}
                  </Button>
                </Space>
              </Form>
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Flex vertical gap={16}>
              {problem && <Alert type="error" showIcon message={problem} />}
              <Card title={t("promotions:vouchers.generate.previewTitle")} size="small">
                {preview ? (
                  <Flex vertical gap={8}>
                    <ul
                      aria-label={t("promotions:vouchers.generate.previewTitle")}
                      style={{ margin: 0, paddingInlineStart: 20 }}
                    >
                      {preview.codes.map((code) => (
                        <li key={code}>
                          <Typography.Text code>{code}</Typography.Text>
                        </li>
                      ))}
                    </ul>
                    <Typography.Text type="secondary">
                      {t("promotions:vouchers.generate.available", {
                        available: formatNumber(preview.available),
                      })}
                    </Typography.Text>
                  </Flex>
                ) : (
                  <Typography.Text type="secondary">
                    {t("promotions:vouchers.generate.previewFirst")}
                  </Typography.Text>
                )}
              </Card>
              {state.phase !== "idle" && (
                <Card title={t("promotions:vouchers.generate.progressTitle")} size="small">
                  <Flex vertical gap={8}>
                    <Progress
                      percent={percent}
                      status={
                        state.phase === "failed"
                          ? "exception"
                          : state.phase === "done"
                            ? "success"
                            : "active"
                      }
                      aria-label={t("promotions:vouchers.generate.progressTitle")}
                    />
                    <Typography.Text role="status" aria-live="polite">
                      {state.phase === "running" &&
                        t("promotions:vouchers.generate.running", {
                          done: formatNumber(state.done),
                          total: formatNumber(state.total),
                        })}
                      {state.phase === "done" &&
                        t("promotions:vouchers.generate.done", {
                          total: formatNumber(state.total),
                        })}
                      {state.phase === "stopped" &&
                        t("promotions:vouchers.generate.stopped", {
                          done: formatNumber(state.done),
                          total: formatNumber(state.total),
                        })}
                      {state.phase === "failed" &&
                        t("promotions:vouchers.generate.partial", {
                          done: formatNumber(state.done),
                          total: formatNumber(state.total),
                        })}
                    </Typography.Text>
                    <Space wrap>
                      {running && (
                        <Button onClick={generation.stop}>
                          {t("promotions:vouchers.generate.stop")}
                        </Button>
                      )}
                      {!running && codes.length > 0 && (
                        <Button
                          type="primary"
                          icon={<DownloadOutlined aria-hidden />}
                          onClick={download}
                        >
                          {t("promotions:vouchers.generate.download", {
                            n: formatNumber(codes.length),
                          })}
                        </Button>
                      )}
                      {!running && voucher && (
                        <LinkButton to={links.voucher.show(voucher.voucherId)}>
                          {t("promotions:vouchers.generate.openVoucher")}
                        </LinkButton>
                      )}
                    </Space>
                    {!running && codes.length > 0 && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        {t("promotions:vouchers.generate.firstCodes")}{" "}
                        {codes.slice(0, 5).map((code) => (
                          <Typography.Text key={code} code>
                            {code}
                          </Typography.Text>
                        ))}
                      </Typography.Paragraph>
                    )}
                  </Flex>
                </Card>
              )}
            </Flex>
          </Col>
        </Row>
      </Flex>
    </List>
  );
}

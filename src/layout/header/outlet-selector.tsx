import { ShopOutlined } from "@ant-design/icons";
import { App, Button, Modal, Select, Typography } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { globalFilterStore, loadOutlets, selectStore } from "@/hooks/use-global-filter";
import { useViewMode } from "@/hooks/use-view-mode";

/**
 * The outlet selector (global filter) of spec 2.4 / 4: brands and stores,
 * reused under 3 minutes, "No outlet data" modal and placeholder that refetch,
 * an error modal when a fetch fails.
 */
export default function OutletSelector({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mode = useViewMode();
  const filter = globalFilterStore.use();
  const [loading, setLoading] = useState(false);
  const [emptyOpen, setEmptyOpen] = useState(false);
  // The latest modal API and translator, without making `load` (and the fetch on mount) depend on them.
  const ui = useRef({ modal, t });
  ui.current = { modal, t };

  const load = useCallback(
    async (force: boolean) => {
      setLoading(true);
      try {
        const result = await loadOutlets(mode === "sub", { force });
        setEmptyOpen(result === "empty");
      } catch (error) {
        setEmptyOpen(false);
        ui.current.modal.error({
          title: ui.current.t("shell.outlet.errorTitle"),
          content: error instanceof Error ? error.message : String(error),
        });
      } finally {
        setLoading(false);
      }
    },
    [mode],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const options = useMemo(
    () =>
      filter.brands
        .map((brand) => ({
          label: brand.brandName,
          title: brand.brandName,
          options: filter.stores
            .filter((store) => store.companyBrandId === brand.brandId)
            .map((store) => ({ value: store.storeId, label: store.storeName })),
        }))
        .concat(
          // Stores whose brand is not in the brand list still show up.
          filter.stores.some(
            (store) => !filter.brands.some((brand) => brand.brandId === store.companyBrandId),
          )
            ? [
                {
                  label: t("shell.outlet.otherBrand"),
                  title: t("shell.outlet.otherBrand"),
                  options: filter.stores
                    .filter(
                      (store) =>
                        !filter.brands.some((brand) => brand.brandId === store.companyBrandId),
                    )
                    .map((store) => ({ value: store.storeId, label: store.storeName })),
                },
              ]
            : [],
        )
        .filter((group) => group.options.length > 0),
    [filter.brands, filter.stores, t],
  );
  const empty = filter.stores.length === 0;

  return (
    <>
      <Select
        aria-label={t("shell.outlet.label")}
        data-testid="outlet-selector"
        suffixIcon={<ShopOutlined />}
        loading={loading}
        value={empty ? undefined : filter.storeId}
        placeholder={empty && !loading ? t("shell.outlet.noData") : t("shell.outlet.placeholder")}
        options={options}
        showSearch
        optionFilterProp="label"
        open={empty ? false : undefined}
        onClick={() => {
          if (empty && !loading) void load(true);
        }}
        onChange={(storeId: string) => selectStore(storeId)}
        style={{ width: compact ? 150 : 220 }}
        popupMatchSelectWidth={260}
      />
      <Modal
        open={emptyOpen}
        title={t("shell.outlet.noData")}
        onCancel={() => setEmptyOpen(false)}
        footer={
          <Button type="primary" loading={loading} onClick={() => void load(true)}>
            {t("shell.outlet.reload")}
          </Button>
        }
      >
        <Typography.Paragraph>{t("shell.outlet.emptyText")}</Typography.Paragraph>
      </Modal>
    </>
  );
}

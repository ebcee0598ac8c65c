import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n, setLanguage } from "@providers/i18n";
import { RowTranslationProvider, useRowTranslation } from "@providers/i18n/row-translation";

beforeAll(async () => {
  await initI18n();
});

function EditLabel({ name }: { name: string }) {
  const { t } = useRowTranslation();
  return <span>{t("crud.actions.edit", { name })}</span>;
}

function LoyaltyDone() {
  const { t } = useRowTranslation("loyalty");
  return <span>{t("actions.done")}</span>;
}

describe("useRowTranslation", () => {
  it("says the row's words in the current language, and again in the one chosen next", async () => {
    render(
      <RowTranslationProvider>
        <EditLabel name="Optik Prima" />
      </RowTranslationProvider>,
    );
    expect(screen.getByText("Edit Optik Prima")).toBeInTheDocument();
    await act(() => setLanguage("jp"));
    expect(await screen.findByText("Optik Primaを編集")).toBeInTheDocument();
    await act(() => setLanguage("en"));
    expect(await screen.findByText("Edit Optik Prima")).toBeInTheDocument();
  });

  it("waits for a namespace not loaded yet, as useTranslation does, then says its words", async () => {
    await act(() => setLanguage("id"));
    render(
      <RowTranslationProvider>
        <Suspense fallback={<span>loading</span>}>
          <LoyaltyDone />
        </Suspense>
      </RowTranslationProvider>,
    );
    expect(await screen.findByText("Selesai")).toBeInTheDocument();
    await act(() => setLanguage("en"));
    expect(await screen.findByText("Done")).toBeInTheDocument();
  });
});

import { act, renderHook, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n, setLanguage } from "@providers/i18n";
import { useUiLocale } from "@providers/i18n/use-ui-locale";

beforeAll(async () => {
  await initI18n();
});

describe("useUiLocale", () => {
  it("gives antd's locale of the current language and switches dayjs with it (jp → ja, id)", async () => {
    const { result } = renderHook(() => useUiLocale());
    expect(result.current.locale).toBe("en");

    await act(() => setLanguage("jp"));
    await waitFor(() => expect(result.current.locale).toBe("ja"));
    expect(dayjs.locale()).toBe("ja");
    expect(result.current.Pagination?.items_per_page).toBe("件 / ページ");

    await act(() => setLanguage("id"));
    await waitFor(() => expect(result.current.locale).toBe("id"));
    expect(dayjs.locale()).toBe("id");
    expect(dayjs("2025-03-03").format("dddd, D MMMM YYYY")).toBe("Senin, 3 Maret 2025");

    await act(() => setLanguage("en"));
    await waitFor(() => expect(result.current.locale).toBe("en"));
    expect(dayjs.locale()).toBe("en");
  });
});

import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const itemOf = (input: HTMLElement) => input.closest<HTMLElement>(".ant-form-item")!;
const value = (key: string) => db.appConfigs.get(key)!.value;

describe("the Transaction Settings page", () => {
  it("shows the spec's seven labels (not their keys), the return window and the time to process a paid order, validates, shows the next codes as typed, and saves", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/transaction-settings" });
    const prefix = await screen.findByLabelText(/^Transaction Code - Prefix/);
    for (const [label, key] of [
      ["Transaction Code - Prefix", "TRX_CODE_PREFIX"],
      ["Transaction Code - Numeric Length", "TRX_CODE_NUMERIC_LENGTH"],
      ["Payment Expiry (in minutes)", "TRX_PAYMENT_EXPIRY_IN_MINUTES"],
      ["Allow Zero Payment?", "TRX_ALLOW_ZERO_PAYMENT"],
      ["Payment Code - Prefix", "PAYMENT_CODE_PREFIX"],
      ["Payment Code - Numeric Length", "PAYMENT_CODE_NUMERIC_LENGTH"],
      ["New Order - Calculation Formulas", "NEW_TRANSACTION_CALCULATION_FORMULAS"],
      ["Return Window for Points (in days)", "TRX_RETURN_WINDOW_IN_DAYS"],
      ["Process paid orders within (hours)", "TRX_PROCESS_WITHIN_HOURS"],
    ]) {
      expect(screen.getByText(label).closest("label")).toHaveTextContent(
        new RegExp(`^\\W*${label.replace(/[?()]/g, "\\$&")}$`),
      );
      // Staff read words: the app-config key is nowhere on the page.
      expect(screen.queryByText(key)).not.toBeInTheDocument();
    }
    // The choices in words, never ALLOWED / NOT_ALLOWED / STANDARD / ADVANCED.
    for (const word of ["Allowed", "Not allowed", "Standard", "Advanced"])
      expect(screen.getByText(word)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NOT_ALLOWED|\bALLOWED\b|STANDARD|ADVANCED/);
    expect(
      screen.getByText("the discount applies to shipping cost and payment"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("the discount applies to total product, shipping cost and payment"),
    ).toBeInTheDocument();
    const next = db.transactions.all().length + 1;
    expect(screen.getByTestId("example-transaction-code")).toHaveTextContent(
      `TRX${String(next).padStart(8, "0")}`,
    );

    await user.clear(prefix);
    await user.type(prefix, "opt");
    const length = screen.getByLabelText(/^Transaction Code - Numeric Length/);
    await user.clear(length);
    await user.type(length, "6");
    await waitFor(() =>
      expect(screen.getByTestId("example-transaction-code")).toHaveTextContent(
        `OPT${String(next).padStart(6, "0")}`,
      ),
    );

    const expiry = screen.getByLabelText(/^Payment Expiry/);
    await user.clear(expiry);
    await user.type(expiry, "2");
    const payPrefix = screen.getByLabelText(/^Payment Code - Prefix/);
    await user.clear(payPrefix);
    await user.type(payPrefix, "V-A");
    await user.click(screen.getByText("Save", { selector: "button span" }));
    await waitFor(() =>
      expect(itemOf(expiry)).toHaveTextContent("Payment Expiry (in minutes) must be at least 5."),
    );
    expect(itemOf(payPrefix)).toHaveTextContent(
      "Payment Code - Prefix is 1 to 10 capital letters or digits.",
    );
    expect(screen.getByTestId("example-payment-code")).toHaveTextContent("fix the values above");
    expect(value("TRX_CODE_PREFIX")).toBe("TRX");

    await user.clear(expiry);
    await user.type(expiry, "30");
    await user.clear(payPrefix);
    await user.type(payPrefix, "VA");
    await user.click(screen.getByLabelText("ADVANCED", { exact: false }));
    const processWithin = screen.getByLabelText(/^Process paid orders within/);
    expect(processWithin).toHaveValue("24");
    expect(itemOf(processWithin)).toHaveTextContent("(1 to 168 hours)");
    await user.clear(processWithin);
    await user.type(processWithin, "48");
    await user.click(screen.getByText("Save", { selector: "button span" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(value("TRX_PROCESS_WITHIN_HOURS")).toBe(48);
    expect(value("TRX_CODE_PREFIX")).toBe("OPT");
    expect(value("TRX_CODE_NUMERIC_LENGTH")).toBe(6);
    expect(value("TRX_PAYMENT_EXPIRY_IN_MINUTES")).toBe(30);
    expect(value("PAYMENT_CODE_PREFIX")).toBe("VA");
    expect(value("NEW_TRANSACTION_CALCULATION_FORMULAS")).toBe("ADVANCED");
  });

  it("keeps a value past a bound as typed, says the bound on its field and saves nothing", async () => {
    const { user } = await renderPage({ user: "admin@demo.test", url: "/transaction-settings" });
    const expiry = await screen.findByLabelText(/^Payment Expiry/);
    const length = screen.getByLabelText(/^Payment Code - Numeric Length/);
    const processWithin = screen.getByLabelText(/^Process paid orders within/);
    await user.clear(expiry);
    await user.type(expiry, "99999");
    // A paid order waits a week at most.
    await user.clear(processWithin);
    await user.type(processWithin, "169");
    await user.clear(length);
    await user.type(length, "6.5");
    await user.tab();
    await user.click(screen.getByText("Save", { selector: "button span" }));
    await waitFor(() =>
      expect(itemOf(expiry)).toHaveTextContent(
        "Payment Expiry (in minutes) must be at most 10.080.",
      ),
    );
    expect(itemOf(length)).toHaveTextContent(
      "Payment Code - Numeric Length must be a whole number.",
    );
    expect(itemOf(processWithin)).toHaveTextContent(
      "Process paid orders within (hours) must be at most 168.",
    );
    // Nothing clamped or rounded: the values stay as typed, and nothing was saved.
    expect(expiry).toHaveValue("99999");
    expect(length).toHaveValue("6.5");
    expect(processWithin).toHaveValue("169");
    expect(value("TRX_PAYMENT_EXPIRY_IN_MINUTES")).toBe(60);
    expect(value("PAYMENT_CODE_NUMERIC_LENGTH")).toBe(8);
    expect(value("TRX_PROCESS_WITHIN_HOURS")).toBe(24);
  });
});

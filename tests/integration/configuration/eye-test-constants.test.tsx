import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const itemOf = (input: HTMLElement) => input.closest<HTMLElement>(".ant-form-item")!;
const value = (key: string) => db.appConfigs.get(key)!.value;

describe("the eye-test constants", () => {
  it("shows the four constants with their unit and use, validates, shows the saved value until saved", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-eye-test-constant" });
    const aMyopia = await screen.findByLabelText("A myopia");
    expect(aMyopia).toHaveValue("0.25");
    expect(screen.getByLabelText("A hypermetropia")).toHaveValue("0.50");
    expect(screen.getByLabelText("B myopia")).toHaveValue("0.75");
    expect(screen.getByLabelText("B hypermetropia")).toHaveValue("1.00");
    expect(itemOf(aMyopia)).toHaveTextContent("D");
    expect(itemOf(aMyopia)).toHaveTextContent(/minus \(SPH −\) power/);
    expect(itemOf(aMyopia)).toHaveTextContent("From 0.25 to 20 D, in steps of 0.25 D.");

    await user.clear(aMyopia);
    await user.type(aMyopia, "0.3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      // The schema's wording, the same as the server's.
      expect(itemOf(aMyopia)).toHaveTextContent("A myopia must be a multiple of 0.25 D."),
    );
    expect(itemOf(aMyopia)).toHaveTextContent("Saved value: 0.25 D (your change is not saved yet)");
    await user.clear(aMyopia);
    await user.type(aMyopia, "25");
    // Not clamped to 20: the value stays as typed, with the bound in its message.
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(itemOf(aMyopia)).toHaveTextContent("A myopia must be between 0,25 and 20 D."),
    );
    expect((aMyopia as HTMLInputElement).value).toMatch(/^25(\.00)?$/);
    await user.clear(aMyopia);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(itemOf(aMyopia)).toHaveTextContent("A myopia is required."));
    expect(value("EYE_TEST_A_MYOPIA")).toBe(0.25);

    await user.type(aMyopia, "1.75");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(value("EYE_TEST_A_MYOPIA")).toBe(1.75);
    expect(value("EYE_TEST_B_HYPERMETROPIA")).toBe(1);
    await waitFor(() =>
      expect(screen.getByTestId("settings-last-changed")).toHaveTextContent(/by Alice Admin\.$/),
    );
    await waitFor(() => expect(screen.queryByText(/Saved value:/)).toBeNull());
    expect(screen.getByLabelText("A myopia")).toHaveValue("1.75");
  });

  it("shows the server's refusal on the field it names, keeping what was typed", async () => {
    const { http, HttpResponse } = await import("msw");
    const { server } = await import("@/mocks/node");
    server.use(
      http.patch("*/api/app-config-settings/eye-test-constants", () =>
        HttpResponse.json(
          {
            code: "validation_error",
            message: "Some fields are invalid.",
            payload: { errors: { bHypermetropia: "B hypermetropia must be at most 10 D." } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderPage({ user: ADMIN, url: "/config-eye-test-constant" });
    const input = await screen.findByLabelText("B hypermetropia");
    await user.clear(input);
    await user.type(input, "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(itemOf(screen.getByLabelText("B hypermetropia"))).toHaveTextContent(
        "B hypermetropia must be at most 10 D.",
      ),
    );
    expect(screen.getByLabelText("B hypermetropia")).toHaveValue("12.00");
    expect(value("EYE_TEST_B_HYPERMETROPIA")).toBe(1);
  });

  it("says so when the constants cannot be loaded, and loads them on Try again", async () => {
    const { setFault, clearFaults } = await import("@/mocks/node");
    setFault("GET /app-config-settings/eye-test-constants", "500");
    const { user } = await renderPage({ user: ADMIN, url: "/config-eye-test-constant" });
    expect(
      await screen.findByText(
        "The settings could not be loaded. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("A myopia")).toHaveValue("0.25");
  });
});

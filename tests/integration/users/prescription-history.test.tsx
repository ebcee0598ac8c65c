import { configure, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { PrescriptionHistory } from "@resources/users/records/prescription-history";
import { db } from "@/mocks/node";
import { fillNumber, formItemOf, fill, rowsOf } from "../catalogue/helpers";
import { renderComponent } from "./render-component";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** A customer with at least two prescriptions already. */
const customerWithHistory = () => {
  const counts = new Map<string, number>();
  for (const row of db.prescriptions.all())
    counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
  return db.users.get([...counts].find(([, count]) => count >= 2)![0])!;
};

describe("the prescription history", () => {
  it("lists a customer's prescriptions newest first and shows a new one first", async () => {
    const customer = customerWithHistory();
    const { user } = await renderComponent(
      <PrescriptionHistory userId={customer.userId} canEdit />,
      { user: ADMIN },
    );
    const table = await screen.findByRole("table", { name: "Eye prescriptions" });
    const dates = () =>
      rowsOf(table)
        .map((row) => row.querySelector("td")?.textContent ?? "")
        .filter((text) => /\d\d\/\d\d\/\d{4}/.test(text));
    await waitFor(() => expect(dates().length).toBeGreaterThanOrEqual(2));
    const before = dates();
    const parsed = before.map((text) => dayjs(text, "DD/MM/YYYY").valueOf());
    expect(parsed).toEqual([...parsed].sort((a, b) => b - a));
    expect(rowsOf(table)[0]).toHaveTextContent("Right (R)");
    expect(rowsOf(table)[1]).toHaveTextContent("Left (L)");

    await user.click(screen.getByRole("button", { name: "Add prescription" }));
    await screen.findByRole("dialog");
    await fillNumber(user, "SPH Right (R)", "-3.25");
    await fillNumber(user, "CYL Right (R)", "-1.5");
    await fillNumber(user, "AXIS Right (R)", "175");
    await fillNumber(user, "SPH Left (L)", "-2.75");
    await fillNumber(user, "PD (mm)", "63.5");
    await fill(user, "Examiner", "Rina, optometrist at Prima Kemang");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Prescription added.")).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent(dayjs().format("DD/MM/YYYY")));
    const [right, left] = rowsOf(table);
    expect(right).toHaveTextContent("-3.25");
    expect(right).toHaveTextContent("175°");
    expect(right).toHaveTextContent("63.5 mm");
    expect(right).toHaveTextContent("Rina, optometrist at Prima Kemang");
    expect(left).toHaveTextContent("-2.75");
    const saved = db.prescriptions.filter((row) => row.userId === customer.userId);
    expect(saved).toHaveLength(before.length + 1);
  });

  it("keeps the typed values when the save is refused, with the server's message on the field", async () => {
    const { http, HttpResponse } = await import("msw");
    const { server } = await import("@/mocks/node");
    server.use(
      http.post("*/api/users/:userId/prescriptions", () =>
        HttpResponse.json(
          {
            code: "validation_error",
            message: "Some fields are invalid.",
            payload: { errors: { "right.sph": "SPH does not match the lensometer reading." } },
          },
          { status: 422 },
        ),
      ),
    );
    const customer = customerWithHistory();
    const count = db.prescriptions.filter((row) => row.userId === customer.userId).length;
    const { user } = await renderComponent(
      <PrescriptionHistory userId={customer.userId} canEdit />,
      { user: ADMIN },
    );
    await user.click(await screen.findByRole("button", { name: "Add prescription" }));
    await screen.findByRole("dialog");
    await fillNumber(user, "SPH Right (R)", "-4");
    await fillNumber(user, "PD (mm)", "61");
    await fill(user, "Note", "Second opinion");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));

    const sph = screen.getByLabelText("SPH Right (R)");
    await waitFor(() =>
      expect(formItemOf(sph)).toHaveTextContent("SPH does not match the lensometer reading."),
    );
    expect((sph as HTMLInputElement).value).toBe("-4.00");
    expect(screen.getByLabelText("Note")).toHaveValue("Second opinion");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(db.prescriptions.filter((row) => row.userId === customer.userId)).toHaveLength(count);
  });

  it("checks the limits in the form, and offers no changes without the permission", async () => {
    const customer = customerWithHistory();
    const { user, unmount } = await renderComponent(
      <PrescriptionHistory userId={customer.userId} canEdit />,
      { user: ADMIN },
    );
    await user.click(await screen.findByRole("button", { name: "Add prescription" }));
    await screen.findByRole("dialog");
    await fillNumber(user, "SPH Right (R)", "-2.3");
    await fillNumber(user, "ADD Left (L)", "5");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("SPH Right (R) goes in steps of 0.25.")).toBeInTheDocument();
    expect(await screen.findByText("ADD Left (L) must be between 0 and 3.5.")).toBeInTheDocument();
    unmount();

    await renderComponent(<PrescriptionHistory userId={customer.userId} canEdit={false} />, {
      user: ADMIN,
    });
    await screen.findByRole("table", { name: "Eye prescriptions" });
    expect(screen.queryByRole("button", { name: "Add prescription" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit the prescription/ })).toBeNull();
  });
});

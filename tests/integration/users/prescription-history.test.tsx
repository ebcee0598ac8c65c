import { configure, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { PrescriptionHistory } from "@resources/users/records/prescription-history";
import { db } from "@/mocks/node";
import { fillNumber, formItemOf, fill, rowsOf } from "../catalogue/helpers";
import { renderComponent } from "./render-component";
import { countBy } from "@tests/helpers/count-by";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** A customer with at least two prescriptions already. */
const customerWithHistory = () => {
  const [userId] = countBy(db.prescriptions.all(), (row) => row.userId).find(
    ([, count]) => count >= 2,
  )!;
  return db.users.get(userId)!;
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

  it("saves an emptied examiner and note as none (null) and shows them as -", async () => {
    const customer = customerWithHistory();
    const [newest] = db.prescriptions
      .filter((row) => row.userId === customer.userId)
      .sort((a, b) => b.examinedAt.localeCompare(a.examinedAt));
    db.prescriptions.update(newest!.prescriptionId, { notes: "Drives at night" });
    const { user } = await renderComponent(
      <PrescriptionHistory userId={customer.userId} canEdit />,
      { user: ADMIN },
    );
    const table = await screen.findByRole("table", { name: "Eye prescriptions" });
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent("Drives at night"));
    await user.click(within(rowsOf(table)[0]!).getByRole("button", { name: /^Edit the/ }));
    await screen.findByRole("dialog");
    await user.clear(screen.getByLabelText("Examiner"));
    await user.clear(screen.getByLabelText("Note"));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Prescription saved.")).toBeInTheDocument();
    expect(db.prescriptions.get(newest!.prescriptionId)).toMatchObject({
      examiner: null,
      notes: null,
    });
    await waitFor(() => expect(rowsOf(table)[0]).not.toHaveTextContent("Drives at night"));
    const cells = [...rowsOf(table)[0]!.querySelectorAll("td")].map((cell) => cell.textContent);
    // Date, eye, SPH, CYL, AXIS, ADD, PD, examiner, note, actions: no examiner, no note.
    expect(cells.slice(7, 9)).toEqual(["-", "-"]);
  });

  it("checks the limits and steps in the form, keeps what was typed, and offers no changes without the permission", async () => {
    const customer = customerWithHistory();
    const count = db.prescriptions.filter((row) => row.userId === customer.userId).length;
    const { user, unmount } = await renderComponent(
      <PrescriptionHistory userId={customer.userId} canEdit />,
      { user: ADMIN },
    );
    await user.click(await screen.findByRole("button", { name: "Add prescription" }));
    await screen.findByRole("dialog");
    await fillNumber(user, "SPH Right (R)", "-2.3");
    await fillNumber(user, "ADD Left (L)", "5");
    await fillNumber(user, "PD (mm)", "39");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    // The schema's messages (the demo API's too), each with its limit or step; the form writes the
    // limit as every number of the console is written (Indonesian decimal comma).
    const sph = screen.getByLabelText("SPH Right (R)");
    const add = screen.getByLabelText("ADD Left (L)");
    const pd = screen.getByLabelText("PD (mm)");
    await waitFor(() => expect(formItemOf(sph)).toHaveTextContent("SPH goes in steps of 0.25."));
    expect(formItemOf(add)).toHaveTextContent("ADD must be at most 3,5.");
    expect(formItemOf(pd)).toHaveTextContent("PD (mm) must be at least 40.");
    // Past a limit the value stays as typed: never clamped to the limit.
    expect(add).toHaveValue("5.00");
    expect(pd).toHaveValue("39.0");
    expect(db.prescriptions.filter((row) => row.userId === customer.userId)).toHaveLength(count);
    unmount();

    await renderComponent(<PrescriptionHistory userId={customer.userId} canEdit={false} />, {
      user: ADMIN,
    });
    await screen.findByRole("table", { name: "Eye prescriptions" });
    expect(screen.queryByRole("button", { name: "Add prescription" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit the prescription/ })).toBeNull();
  });
});

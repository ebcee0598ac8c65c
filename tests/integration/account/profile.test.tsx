import { configure, screen, waitFor } from "@testing-library/react";
import { db } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";
import { formItemOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

describe("/my-profile (the signed-in user's own profile)", () => {
  it("keeps a too-long first name whole with the schema's limit, and saves an emptied last name as none", async () => {
    const { user } = await renderApp({ user: "admin@demo.test", url: "/my-profile" });
    await user.click(
      await screen.findByRole("button", { name: /Edit profile/ }, { timeout: 30000 }),
    );
    const first = screen.getByLabelText("First name");
    const long = "A".repeat(51);
    await user.clear(first);
    await user.type(first, long);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(formItemOf(first)).toHaveTextContent("First name is at most 50 characters."),
    );
    expect(first).toHaveValue(long);
    expect(db.users.get("usr-admin")!.firstName).toBe("Alice");

    await user.clear(first);
    await user.type(first, "Alice");
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Your profile has been updated.")).toBeInTheDocument();
    expect(db.users.get("usr-admin")).toMatchObject({ lastName: null, name: "Alice" });
  });
});

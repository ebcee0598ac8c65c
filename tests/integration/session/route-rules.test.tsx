import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Session } from "@providers/auth/session";
import { brandSubRole, makeProfile } from "@tests/unit/providers/helpers";
import { decideRoute } from "@/session";
import { renderSession } from "./render-session";

const session = (roleName: string, subRoles: number, isPasswordExpired = false): Session => ({
  token: "t",
  type: "Bearer",
  expiresAt: Date.now() + 60_000,
  isPasswordExpired,
  user: makeProfile({ role: { roleId: "r", roleName, permissions: [] } }),
  subRoles: Array.from({ length: subRoles }, (_, index) => ({
    ...brandSubRole,
    subRoleId: `s${index}`,
  })),
});

describe("route-change rules (spec 4) as a table", () => {
  it.each([
    // sub admin (any case) with sub roles: only /my- paths and /change-password stay
    ["Sub Admin", 1, "/my-dashboard", "proceed"],
    ["SUB ADMIN", 2, "/my-profile", "proceed"],
    ["sub admin", 1, "/change-password", "proceed"],
    ["Sub Admin", 1, "/dashboard", "to-sub-app"],
    ["sub Admin", 1, "/products/abc", "to-sub-app"],
    // sub admin without sub roles
    ["Sub Admin", 0, "/dashboard", "no-sub-app-access"],
    ["sub admin", 0, "/my-dashboard", "no-sub-app-access"],
    // main role without sub roles
    ["Super Admin", 0, "/my-dashboard", "to-main-app"],
    ["Super Admin", 0, "/my-brands", "to-main-app"],
    ["Super Admin", 0, "/my-profile", "proceed"],
    ["Super Admin", 0, "/my-contacts", "proceed"],
    ["Super Admin", 0, "/my-activity", "proceed"],
    ["Super Admin", 0, "/dashboard", "proceed"],
    // main role with sub roles: both apps
    ["Store Manager", 1, "/my-dashboard", "proceed"],
    ["Store Manager", 1, "/dashboard", "proceed"],
  ] as const)("%s with %i sub roles on %s → %s", (roleName, subRoles, path, kind) => {
    expect(decideRoute(session(roleName, subRoles), path).kind).toBe(kind);
  });

  it("redirects after 1000 ms to /my-dashboard and after 500 ms to /dashboard", () => {
    expect(decideRoute(session("Sub Admin", 1), "/dashboard")).toEqual({
      kind: "to-sub-app",
      to: "/my-dashboard",
      delayMs: 1000,
    });
    expect(decideRoute(session("Admin", 0), "/my-dashboard")).toEqual({
      kind: "to-main-app",
      to: "/dashboard",
      delayMs: 500,
    });
  });

  it("keeps an expired password on /change-password before any other rule", () => {
    expect(decideRoute(session("Super Admin", 0, true), "/dashboard").kind).toBe("change-password");
    expect(decideRoute(session("Sub Admin", 1, true), "/my-dashboard").kind).toBe(
      "change-password",
    );
    expect(decideRoute(session("Super Admin", 0, true), "/change-password").kind).toBe("proceed");
  });

  it("lets a signed-out visitor through (the private-route guard handles them)", () => {
    expect(decideRoute(null, "/dashboard").kind).toBe("proceed");
  });
});

describe("route-change rules on screen", () => {
  it("sub admin with sub roles: 'Redirecting to Sub App...' then /my-dashboard, the page never shown", async () => {
    await renderSession({ user: "subadmin@demo.test", url: "/dashboard" });
    expect(await screen.findByText("Redirecting to Sub App...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page /dashboard" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Page /my-dashboard" }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Redirecting to Sub App...")).not.toBeInTheDocument();
  });

  it("sub admin with sub roles stays on /my- pages and /change-password", async () => {
    await renderSession({ user: "subadmin@demo.test", url: "/change-password" });
    expect(
      await screen.findByRole("heading", { name: "Page /change-password" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Redirecting to Sub App...")).not.toBeInTheDocument();
  });

  it("sub admin without sub roles gets the access error instead of the page", async () => {
    await renderSession({ user: "nosub@demo.test", url: "/dashboard" });
    expect(
      await screen.findByText(
        "You don't have access to sub app. Please ask other admin to invite.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /^Page / })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("main role without sub roles on /my-dashboard: 'Redirecting to Main App...' then /dashboard", async () => {
    await renderSession({ user: "admin@demo.test", url: "/my-dashboard" });
    expect(await screen.findByText("Redirecting to Main App...")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "Page /dashboard" }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it("main role without sub roles may open /my-profile", async () => {
    await renderSession({ user: "admin@demo.test", url: "/my-profile" });
    expect(await screen.findByRole("heading", { name: "Page /my-profile" })).toBeInTheDocument();
  });

  it("main role with sub roles opens both apps", async () => {
    await renderSession({ user: "manager@demo.test", url: "/my-dashboard" });
    expect(await screen.findByRole("heading", { name: "Page /my-dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Redirecting to/)).not.toBeInTheDocument());
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { rowsOf } from "../catalogue/helpers";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

const table = () => screen.findByRole("table", { name: "User Devices" });

describe("the user devices page", () => {
  it("lists the devices, most recently active first, and revokes one after a confirmation", async () => {
    const newest = [...db.userDevices.all()].sort((a, b) =>
      b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
    const device = newest.find((row) => !row.revokedAt && row.hasPushToken)!;
    const { user } = await renderPage({ user: ADMIN, url: "/user-device" });
    const list = await table();
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(1));
    // What a desktop screen holds without a sideways scroll; the rest is under Columns.
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "User",
      "Device name",
      "Platform",
      "Push token",
      "Last active",
      "Status",
      "Actions",
    ]);
    await user.type(
      screen.getByPlaceholderText("Search device name or ID"),
      `${device.deviceId}{enter}`,
    );
    await waitFor(() => expect(rowsOf(list)).toHaveLength(1));
    const row = rowsOf(list)[0]!;
    expect(row).toHaveTextContent(device.userName);
    expect(row).toHaveTextContent(device.deviceName);
    expect(row).toHaveTextContent("Signed in");
    expect(row).toHaveTextContent("Yes");

    await user.click(
      within(row).getByRole("button", {
        name: `Revoke ${device.deviceName} of ${device.userName}`,
      }),
    );
    const confirm = await screen.findByText(`Revoke ${device.deviceName} of ${device.userName}?`);
    await user.click(
      within(confirm.closest<HTMLElement>(".ant-popover")!).getByRole("button", { name: "Revoke" }),
    );
    expect(
      await screen.findByText(
        `${device.deviceName} of ${device.userName} is signed out and will get no more push notifications.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(list)[0]).toHaveTextContent(/Revoked on .* by Alice Admin/));
    expect(rowsOf(list)[0]).toHaveTextContent("No");
    expect(within(rowsOf(list)[0]!).queryByRole("button", { name: /^Revoke/ })).toBeNull();
    expect(db.userDevices.get(device.deviceId)).toMatchObject({ pushToken: null });
  });

  it("filters by platform in the URL and says why a revoke was refused", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/user-device" });
    const list = await table();
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(0));
    await user.click(screen.getByLabelText("Platform", { selector: "input" }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
        (node) => node.title === "Console (web)",
      );
      if (!found) throw new Error("no option");
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(decodeURIComponent(currentUrl())).toContain("[value]=cms"), {
      onTimeout: (error) => new Error(`${error.message} ${decodeURIComponent(currentUrl())}`),
    });
    await waitFor(() =>
      rowsOf(list).forEach((row) => expect(row).toHaveTextContent("Console (web)")),
    );

    // Someone else signs the first device out meanwhile: the refusal is said and the row follows.
    const first = rowsOf(list).find((row) =>
      within(row).queryByRole("button", { name: /^Revoke/ }),
    )!;
    const id = first.getAttribute("data-row-key")!;
    const device = db.userDevices.get(id)!;
    db.userDevices.replace({
      ...device,
      revokedAt: new Date().toISOString(),
      revokedBy: { userId: "usr-manager", name: "Made Putra Manajer" },
    });
    await user.click(within(first).getByRole("button", { name: /^Revoke/ }));
    const popover = (await screen.findByText(/^Revoke .*\?$/)).closest<HTMLElement>(
      ".ant-popover",
    )!;
    await user.click(within(popover).getByRole("button", { name: "Revoke" }));
    expect(
      await screen.findByText(
        "This device was already signed out by Made Putra Manajer. Reload the list to see it.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(rowsOf(list).find((row) => row.getAttribute("data-row-key") === id)).toHaveTextContent(
        "by Made Putra Manajer",
      ),
    );
  });

  it("shows no Revoke without USER.UPDATE, and the 403 page without the ADMIN list codes", async () => {
    const role = db.roles.get("rol-manager")!;
    db.roles.replace({
      ...role,
      permissions: role.permissions.filter((code) => code !== "USER.UPDATE"),
    });
    const { unmount } = await renderPage({ user: "manager@demo.test", url: "/user-device" });
    const list = await table();
    await waitFor(() => expect(rowsOf(list).length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: /^Revoke/ })).toBeNull();
    expect(within(list).queryByText("Actions")).toBeNull();
    unmount();

    await renderPage({ user: "catalog@demo.test", url: "/user-device" });
    expect(
      await screen.findByText(
        "You don't have permission to open this page. Ask an administrator to give your role access.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "User Devices" })).toBeNull();
  });
});

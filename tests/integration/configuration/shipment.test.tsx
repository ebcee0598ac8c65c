import { configure, screen, waitFor, within } from "@testing-library/react";
import { db } from "@/mocks/node";
import { currentUrl, renderPage } from "@tests/helpers/render-page";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";
const group = (name: string) => screen.findByRole("group", { name });
/** A courier's checkbox in a group, looked up afresh (a reload renders the form anew). */
const box = (groupName: string, name: RegExp | string) =>
  within(screen.getByRole("group", { name: groupName })).getByRole("checkbox", { name });
const stored = (key: string) => db.appConfigs.get(key)!.value as string[];

describe("the shipment settings", () => {
  it("offers exactly the spec's couriers by type, saves a new choice and shows who saved it", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-shipment" });
    const express = await group("Express couriers");
    const instant = await group("Instant couriers");
    expect(within(express).getAllByRole("checkbox")).toHaveLength(12);
    expect(within(instant).getAllByRole("checkbox")).toHaveLength(3);
    expect(box("Express couriers", /^JNE/)).toBeChecked();
    expect(box("Express couriers", /^TIKI/)).not.toBeChecked();
    expect(box("Instant couriers", /^GoSend/)).toBeChecked();
    expect(box("Instant couriers", /^Borzo/)).not.toBeChecked();
    expect(within(express).queryByText("GoSend")).toBeNull();
    expect(screen.getByTestId("settings-last-changed")).toHaveTextContent(/^Last changed on /);

    // No Instant courier at all is refused in the page, and nothing is sent.
    await user.click(box("Instant couriers", /^GoSend/));
    await user.click(box("Instant couriers", /^GrabExpress/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose at least one courier.")).toBeInTheDocument();
    expect(stored("COURIER_INSTANT")).toEqual(["biteship.gosend", "biteship.grab_express"]);

    await user.click(box("Instant couriers", /^Borzo/));
    await user.click(box("Express couriers", /^TIKI/));
    await user.click(box("Express couriers", /^JNE/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(stored("COURIER_INSTANT")).toEqual(["biteship.borzo"]);
    expect(new Set(stored("COURIER_EXPRESS"))).toEqual(
      new Set(["biteship.jnt", "biteship.sicepat", "biteship.anteraja", "biteship.tiki"]),
    );
    await waitFor(() =>
      expect(screen.getByTestId("settings-last-changed")).toHaveTextContent(/by Alice Admin\.$/),
    );
    expect(db.appConfigs.get("COURIER_INSTANT")!.updatedBy).toMatchObject({ name: "Alice Admin" });
  });

  it("shows a stored value of an unknown courier as such, keeps it unless it is unticked", async () => {
    const row = db.appConfigs.get("COURIER_EXPRESS")!;
    db.appConfigs.replace({
      ...row,
      value: ["biteship.jne", "biteship.paxel", "shipper.jne"],
      updatedAt: new Date().toISOString(),
    });
    const { user } = await renderPage({ user: ADMIN, url: "/config-shipment" });
    const express = await group("Express couriers");
    expect(within(express).getAllByRole("checkbox")).toHaveLength(14);
    expect(box("Express couriers", /biteship\.paxel.*Unknown courier/)).toBeChecked();
    expect(box("Express couriers", /shipper\.jne.*Unknown courier/)).toBeChecked();
    expect(screen.getByText(/names no courier the console knows/)).toBeInTheDocument();

    // Saved untouched: the unknown values stay.
    await user.click(box("Express couriers", /^SiCepat/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(new Set(stored("COURIER_EXPRESS"))).toEqual(
      new Set(["biteship.jne", "biteship.paxel", "shipper.jne", "biteship.sicepat"]),
    );

    // Unticked on purpose: removed.
    await user.click(box("Express couriers", /biteship\.paxel/));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(new Set(stored("COURIER_EXPRESS"))).toEqual(
        new Set(["biteship.jne", "shipper.jne", "biteship.sicepat"]),
      ),
    );
  });

  it("keeps the choice when someone else saved first, and reloads their version on request", async () => {
    const { user } = await renderPage({ user: ADMIN, url: "/config-shipment" });
    await group("Instant couriers");
    await user.click(box("Instant couriers", /^Borzo/));
    const row = db.appConfigs.get("COURIER_INSTANT")!;
    db.appConfigs.replace({
      ...row,
      value: ["biteship.grab_express"],
      updatedAt: new Date(Date.now() + 1000).toISOString(),
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Someone else changed these settings")).toBeInTheDocument();
    expect(box("Instant couriers", /^Borzo/)).toBeChecked();
    expect(stored("COURIER_INSTANT")).toEqual(["biteship.grab_express"]);
    await user.click(screen.getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(box("Instant couriers", /^GoSend/)).not.toBeChecked());
    expect(box("Instant couriers", /^Borzo/)).not.toBeChecked();
    expect(box("Instant couriers", /^GrabExpress/)).toBeChecked();
    expect(screen.queryByText("Someone else changed these settings")).toBeNull();
  });

  it("warns before leaving with unsaved changes", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = await renderApp({ user: ADMIN, url: "/config-shipment" });
    await group("Express couriers");
    await user.click(box("Express couriers", /^Lion Parcel/));
    await user.click(
      await waitFor(() => document.querySelector<HTMLElement>('a[href="/dashboard"]')!),
    );
    expect(confirm).toHaveBeenCalled();
    expect(currentUrl()).toBe("/config-shipment");
    expect(box("Express couriers", /^Lion Parcel/)).toBeChecked();
    confirm.mockRestore();
  });

  it("is read-only without APP_CONFIG update, and a 403 page without the list codes", async () => {
    const role = db.roles.get("rol-manager")!;
    db.roles.replace({
      ...role,
      permissions: [
        ...role.permissions.filter((code) => !code.startsWith("APP_CONFIG.")),
        "APP_CONFIG.LIST",
        "APP_CONFIG.DETAIL",
      ],
    });
    const { unmount } = await renderPage({ user: "manager@demo.test", url: "/config-shipment" });
    await group("Express couriers");
    expect(box("Express couriers", /^JNE/)).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(
      screen.getByText("You may view these settings but not change them."),
    ).toBeInTheDocument();
    unmount();

    await renderPage({ user: "catalog@demo.test", url: "/config-shipment" });
    expect(
      await screen.findByText(
        "You don't have permission to open this page. Ask an administrator to give your role access.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Express couriers" })).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { initI18n } from "@providers/i18n";
import { config } from "@/config";
import { LanguageSwitch } from "@/layout/header/language-switch";
import { Logo } from "@/layout/header/logo";
import {
  appConfigStore,
  initialSidebarCollapsed,
  saveSidebarCollapsed,
  saveSidebarOpenKeys,
} from "@/layout/preferences";

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
const ui = config.ui as Mutable<typeof config.ui>;
const original = {
  force: ui.sidebar.forceCollapseOnReload,
  logo: ui.sidebar.logoType,
  language: ui.showLanguageInTopNav,
};

afterEach(() => {
  ui.sidebar.forceCollapseOnReload = original.force;
  ui.sidebar.logoType = original.logo;
  ui.showLanguageInTopNav = original.language;
});

describe("sidebar preferences (appConfig)", () => {
  it("keeps the collapsed flag and the opened groups under 'appConfig'", () => {
    expect(initialSidebarCollapsed()).toBe(false);
    saveSidebarCollapsed(true);
    saveSidebarOpenKeys(["ecommerce-group"]);
    expect(JSON.parse(localStorage.getItem("appConfig")!)).toEqual({
      sidebarCollapsed: true,
      sidebarOpenKeys: ["ecommerce-group"],
    });
    expect(initialSidebarCollapsed()).toBe(true);
    // Logout clears local storage: the defaults come back.
    localStorage.clear();
    expect(appConfigStore.get()).toEqual({});
    expect(initialSidebarCollapsed()).toBe(false);
  });

  it("starts collapsed on every load when configuration forces it", () => {
    ui.sidebar.forceCollapseOnReload = true;
    saveSidebarCollapsed(false);
    expect(initialSidebarCollapsed()).toBe(true);
  });
});

describe("logo per logo type", () => {
  const renderLogo = (compact = false) =>
    render(
      <MemoryRouter>
        <Logo compact={compact} />
      </MemoryRouter>,
    );

  it("image-and-text: the image (30 px wide) and the site name", () => {
    ui.sidebar.logoType = "image-and-text";
    renderLogo();
    expect(screen.getByTestId("logo-image")).toHaveStyle({ width: "30px" });
    expect(screen.getByText(config.siteName)).toBeInTheDocument();
  });

  it("image-logoWithText: only the image, named by the site name; 23 px high on small screens", () => {
    ui.sidebar.logoType = "image-logoWithText";
    renderLogo(true);
    expect(screen.getByRole("img", { name: config.siteName })).toHaveStyle({ height: "23px" });
    expect(screen.queryByText(config.siteName)).not.toBeInTheDocument();
  });

  it("text-only: the site name without an image", () => {
    ui.sidebar.logoType = "text-only";
    renderLogo();
    expect(screen.getByText(config.siteName)).toBeInTheDocument();
    expect(screen.queryByTestId("logo-image")).not.toBeInTheDocument();
  });
});

describe("language switch", () => {
  it("is hidden when the top-navigation configuration turns it off", async () => {
    await initI18n();
    ui.showLanguageInTopNav = false;
    const { container } = render(<LanguageSwitch compact={false} />);
    expect(container).toBeEmptyDOMElement();
    ui.showLanguageInTopNav = true;
    render(<LanguageSwitch compact={false} />);
    expect(screen.getByRole("button", { name: "EN – Language: English" })).toBeInTheDocument();
  });
});

describe("the notification drawer turned off", () => {
  it("shows no bell and asks for no notifications", async () => {
    const { NotificationBell } = await import("@/layout/notifications/notification-bell");
    const { server } = await import("@/mocks/node");
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => asked.push(new URL(request.url).pathname));
    const enabled = ui.notificationDrawerEnabled;
    ui.notificationDrawerEnabled = false;
    try {
      await initI18n();
      const { container } = render(<NotificationBell />);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(container).toBeEmptyDOMElement();
      expect(asked).not.toContain("/api/my-notifications");
    } finally {
      ui.notificationDrawerEnabled = enabled;
      server.events.removeAllListeners();
    }
  });
});

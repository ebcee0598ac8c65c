import { configure, screen, waitFor, within } from "@testing-library/react";
import { server, setFault } from "@/mocks/node";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 10000 });

/** Resolves once the shell's banner has had the demo's status answered. */
function statusAnswered() {
  let answered = false;
  server.events.on("response:mocked", ({ request }) => {
    if (new URL(request.url).pathname.endsWith("/demo/status")) answered = true;
  });
  return () => answered;
}

describe("the demo banner", () => {
  afterEach(() => server.events.removeAllListeners());

  it("says which calls fail on purpose, stops the faults, and the page asks again", async () => {
    setFault("/stores", "500");
    const { user } = await renderApp({ user: "admin@demo.test", url: "/stores" });
    const title = await screen.findByText("The demo's fault switch is on");
    const alert = title.closest(".ant-alert") as HTMLElement;
    expect(within(alert).getByText("Calls to /stores fail with a server error.")).toBeVisible();
    // The list says it could not load (the fault) and shows no store.
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.queryByText(/Kebayoran Baru/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Stop the faults" }));
    // The list is asked for again and now answers.
    expect((await screen.findAllByText(/Kebayoran Baru/))[0]).toBeInTheDocument();
    expect(screen.queryByText("The demo's fault switch is on")).not.toBeInTheDocument();
  });

  it("is not there when the demo is doing nothing unusual", async () => {
    const answered = statusAnswered();
    await renderApp({ user: "admin@demo.test", url: "/dashboard" });
    await waitFor(() => expect(answered()).toBe(true));
    await screen.findByRole("navigation", { name: "Favorite menus" });
    expect(screen.queryByText("The demo's fault switch is on")).not.toBeInTheDocument();
    expect(screen.queryByText("The demo runs on its large data set")).not.toBeInTheDocument();
  });
});

import { configure, screen, within } from "@testing-library/react";
import { renderApp } from "@tests/helpers/render-app";

configure({ asyncUtilTimeout: 10000 });

describe("catalogue smoke", () => {
  it("lists products", async () => {
    await renderApp({ user: "catalog@demo.test", url: "/products" });
    const table = await screen.findByRole("table", {}, { timeout: 15000 });
    expect(await within(table).findAllByRole("row", {}, { timeout: 15000 })).not.toHaveLength(0);
    screen.debug(undefined, 3000);
  });
});

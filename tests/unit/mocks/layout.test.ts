import { readdirSync, readFileSync } from "node:fs";
import { routes } from "@resources/demo";

/** The demo API stays one short file per area (issue 12): adding an area never grows a shared file. */
const dirs = [
  "src/mocks/handlers",
  ...readdirSync("resources", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `resources/${entry.name}/demo`)
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    }),
];
const files = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => ({ dir, name })),
);

describe("the demo API's layout", () => {
  it.each(files.map(({ dir, name }) => `${dir}/${name}`))("%s has at most 300 lines", (path) => {
    expect(readFileSync(path, "utf8").split("\n").length).toBeLessThanOrEqual(300);
  });

  it("registers the routes of every handler file, each tagged with its area", () => {
    const areas = files
      .filter(({ name }) => !name.endsWith(".seed.ts"))
      .filter(({ dir, name }) =>
        /export const handlers\b/.test(readFileSync(`${dir}/${name}`, "utf8")),
      )
      .map(({ name }) => name.slice(0, -3));
    expect([...new Set(routes.map((route) => route.tag))].sort()).toEqual(areas.sort());
  });
});

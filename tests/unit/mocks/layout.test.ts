import { readdirSync, readFileSync } from "node:fs";
import { routes } from "@/mocks/index";

/** The demo API stays one short file per area (issue 12): adding an area never grows a shared file. */
const dir = "src/mocks/handlers";
const files = readdirSync(dir).filter((name) => name.endsWith(".ts"));

describe("the demo API's layout", () => {
  it.each(files)("%s has at most 300 lines", (name) => {
    expect(readFileSync(`${dir}/${name}`, "utf8").split("\n").length).toBeLessThanOrEqual(300);
  });

  it("registers the routes of every handler file, each tagged with its area", () => {
    const areas = files
      .filter((name) => !name.endsWith(".seed.ts"))
      .map((name) => name.slice(0, -3));
    expect([...new Set(routes.map((route) => route.tag))].sort()).toEqual(areas.sort());
  });
});

import { describe, expect, it } from "vitest";
import { isPermissionArea, requiredCodes } from "@providers/access-control/permissions";
import { areas } from "@resources/index";

/** Every registered area names a table area, and every route's action exists in it: no page is refused by a typo. */
describe("resources against the permission table", () => {
  it.each(areas.map((area) => [area.name, area] as const))("%s", (_name, area) => {
    if (area.permissionArea === true) return;
    expect(
      isPermissionArea(area.permissionArea),
      `${area.name}: unknown area ${area.permissionArea}`,
    ).toBe(true);
    for (const action of Object.keys(area.pages)) {
      expect(
        requiredCodes(area.permissionArea, action),
        `${area.permissionArea} ${action}`,
      ).toBeDefined();
    }
    for (const extra of area.extraRoutes ?? []) {
      const target = extra.resource ? areas.find((other) => other.name === extra.resource) : area;
      const targetArea = target?.permissionArea ?? area.permissionArea;
      if (targetArea === true) continue;
      expect(
        requiredCodes(targetArea, extra.action),
        `${extra.path}: ${targetArea} ${extra.action}`,
      ).toBeDefined();
    }
  });
});

import { describe, expect, it } from "vitest";
import { isPermissionArea, requiredCodes } from "@providers/access-control/permissions";
import { areas } from "@resources/index";
import { areaPages } from "@/lib/routes";

/** Every registered area names a table area, and every route's action exists in it: no page is refused by a typo. */
describe("resources against the permission table", () => {
  it.each(areas.map((area) => [area.name, area] as const))("%s", (_name, area) => {
    if (area.permissionArea === true) return;
    expect(
      isPermissionArea(area.permissionArea),
      `${area.name}: unknown area ${area.permissionArea}`,
    ).toBe(true);
    for (const { path, access } of areaPages([area])) {
      expect(access, `${path}: behind no permission`).toBeDefined();
      if (!access) continue;
      const target = areas.find((other) => other.name === access.resource);
      const targetArea = target?.permissionArea ?? area.permissionArea;
      if (targetArea === true) continue;
      expect(
        requiredCodes(targetArea, access.action),
        `${path}: ${targetArea} ${access.action}`,
      ).toBeDefined();
    }
  });
});

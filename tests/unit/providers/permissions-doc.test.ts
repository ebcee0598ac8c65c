import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DOCUMENTED_ACTIONS,
  renderPermissionsDoc,
} from "@providers/access-control/permissions-doc";
import {
  PERMISSION_AREAS,
  PERMISSION_TABLE,
  requiredCodes,
} from "@providers/access-control/permissions";

const docPath = resolve(__dirname, "../../../docs/permissions.md");

describe("docs/permissions.md", () => {
  it("matches the permission table (regenerate with UPDATE_PERMISSIONS_DOC=1)", () => {
    const rendered = renderPermissionsDoc();
    if (process.env.UPDATE_PERMISSIONS_DOC === "1") writeFileSync(docPath, rendered);
    expect(existsSync(docPath)).toBe(true);
    expect(readFileSync(docPath, "utf8")).toBe(rendered);
  });

  it("lists every area and action of the table with its codes", () => {
    const doc = readFileSync(docPath, "utf8");
    for (const area of PERMISSION_AREAS) {
      for (const action of Object.keys(PERMISSION_TABLE[area])) {
        expect(DOCUMENTED_ACTIONS).toContain(action);
        const required = requiredCodes(area, action)!;
        const cell = required === true ? "open" : required.map((item) => `\`${item}\``).join(", ");
        expect(doc).toContain(`| ${area} | ${action} | ${cell} |`);
      }
    }
    expect(doc).toContain("## Choices made where the spec names an action without its codes");
  });
});

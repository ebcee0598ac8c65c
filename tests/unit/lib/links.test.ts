import { apiPath } from "@providers/data/api-path";
import { defineArea, linksOf, linksByName, registerAreas } from "@/lib/resource";

const page = () => Promise.resolve({ default: () => null });
const vouchers = defineArea({
  name: "vouchers",
  permissionArea: "VOUCHER",
  pages: { list: page, show: page, create: page, edit: page },
  extraRoutes: [
    { link: "archive", path: "/vouchers/archive", page, action: "archive" },
    { link: "changeLogs", path: "/vouchers/:id/change-logs", page, action: "show" },
  ],
});

describe("typed links to pages", () => {
  it("builds every page's path from the area's declaration, ids encoded, queries appended", () => {
    const links = linksOf(vouchers);
    expect(links.list()).toBe("/vouchers");
    expect(links.show("vch 7/a")).toBe("/vouchers/vch%207%2Fa");
    expect(links.edit("vch-7")).toBe("/vouchers/vch-7/edit");
    expect(links.create({ brandId: "brd-1" })).toBe("/vouchers/add?brandId=brd-1");
    expect(links.archive()).toBe("/vouchers/archive");
    expect(links.changeLogs("vch-7")).toBe("/vouchers/vch-7/change-logs");
    expect(links.list({ q: "año nuevo", page: undefined })).toBe("/vouchers?q=a%C3%B1o+nuevo");
  });

  it("gives the shared kit the same links by resource name", () => {
    registerAreas([vouchers]);
    expect(linksByName("vouchers").show("vch-1")).toBe("/vouchers/vch-1");
    expect(() => linksByName("dealers")).toThrow("No area is named dealers");
  });
});

describe("typed API paths", () => {
  it("fills a contract path's parameters, encoded (a path or parameter the contract lacks does not compile)", () => {
    expect(apiPath("/vouchers/{id}/codes", { id: "vch 1" })).toBe("/vouchers/vch%201/codes");
    expect(apiPath("/roles/base-permissions")).toBe("/roles/base-permissions");
  });
});

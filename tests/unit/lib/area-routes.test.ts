import { defineArea, defineChangeLogArea, linksOf } from "@/lib/resource";
import { areaPages, refineResources } from "@/lib/routes";

const page = () => Promise.resolve({ default: () => null });

describe("an area's archive and change-log pages, and its change-log areas", () => {
  const vouchers = defineArea({
    name: "vouchers",
    permissionArea: "VOUCHER",
    changeLogArea: "voucher-change-logs",
    pages: { list: page, show: page, archive: page, changeLogs: page },
  });

  it("puts the archive behind the area's archive permission, linked as archive()", () => {
    expect(areaPages([vouchers]).find((route) => route.path === "/vouchers/archive")).toEqual({
      path: "/vouchers/archive",
      page,
      access: { resource: "vouchers", action: "archive" },
    });
    expect(linksOf(vouchers).archive()).toBe("/vouchers/archive");
  });

  it("puts a record's change log behind the list permission of the change-log area, linked as changeLogs(id)", () => {
    expect(
      areaPages([vouchers]).find((route) => route.path === "/vouchers/:id/change-logs"),
    ).toEqual({
      path: "/vouchers/:id/change-logs",
      page,
      access: { resource: "voucher-change-logs", action: "list" },
    });
    expect(linksOf(vouchers).changeLogs("vch 7")).toBe("/vouchers/vch%207/change-logs");
    const own = defineArea({ ...vouchers, changeLogArea: undefined });
    expect(areaPages([own]).at(-1)?.access).toEqual({ resource: "vouchers", action: "list" });
  });

  it("gives Refine only its own actions' routes", () => {
    const [resource] = refineResources([vouchers]);
    expect(resource).toMatchObject({ name: "vouchers", list: "/vouchers", show: "/vouchers/:id" });
    expect(Object.keys(resource!)).not.toContain("archive");
    expect(Object.keys(resource!)).not.toContain("changeLogs");
  });

  it("declares a change log across records as a list area hidden from the sidebar", () => {
    const area = defineChangeLogArea({
      name: "voucher-change-logs",
      group: "banner-promotion-group",
      permissionArea: "VOUCHER_CHANGE_LOG",
      list: page,
    });
    expect(area).toEqual({
      name: "voucher-change-logs",
      group: "banner-promotion-group",
      permissionArea: "VOUCHER_CHANGE_LOG",
      idField: "id",
      menu: { hidden: true },
      pages: { list: page },
    });
    expect(linksOf(area).list()).toBe("/voucher-change-logs");
  });
});

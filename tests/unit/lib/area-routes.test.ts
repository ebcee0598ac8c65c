import { archiveRoute, changeLogRoute, defineChangeLogArea, linksOf } from "@/lib/resource";

const page = () => Promise.resolve({ default: () => null });

describe("the standard extra routes and change-log areas", () => {
  it("declares an archive route behind the area's archive permission, linked as archive", () => {
    expect(archiveRoute("/vouchers/archive", page)).toEqual({
      link: "archive",
      path: "/vouchers/archive",
      page,
      action: "archive",
    });
  });

  it("declares a record's change log behind the list permission of the change-log area", () => {
    expect(changeLogRoute("/vouchers/:id/change-logs", "voucher-change-logs", page)).toEqual({
      link: "changeLogs",
      path: "/vouchers/:id/change-logs",
      page,
      action: "list",
      resource: "voucher-change-logs",
    });
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

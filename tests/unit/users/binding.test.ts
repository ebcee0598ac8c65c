import { config } from "@/config";
import { kindOfRole, userListFilters } from "@resources/users/components/kinds";
import { listArea } from "@resources/users/demo/users";

describe("the customer-role binding", () => {
  it("binds the customer list to the one customer role id and the admin list to every other role", () => {
    expect(userListFilters("customer")).toEqual([
      { field: "roleId", operator: "eq", value: config.customerRoleId },
    ]);
    expect(userListFilters("admin")).toEqual([
      { field: "roleId", operator: "ne", value: config.customerRoleId },
    ]);
    expect(userListFilters("customer", "rol-pelanggan")).toEqual([
      { field: "roleId", operator: "eq", value: "rol-pelanggan" },
    ]);
  });

  it("puts a user in a list by their role alone (dealer roles are not customers)", () => {
    expect(kindOfRole(config.customerRoleId)).toBe("customer");
    for (const role of ["rol-super-admin", "rol-dealer-owner", "rol-dealer-personnel"])
      expect(kindOfRole(role)).toBe("admin");
  });

  it("the demo API judges a list by the same binding", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(listArea(query(`roleId=${config.customerRoleId}`))).toBe("CUSTOMER");
    expect(listArea(query(`roleId_ne=${config.customerRoleId}`))).toBe("ADMIN");
    expect(listArea(query(`roleId=${config.customerRoleId}&roleId=rol-dealer-owner`))).toBe(
      "ADMIN",
    );
    expect(listArea(query("roleId=rol-dealer-owner"))).toBe("ADMIN");
    expect(listArea(query("userType=CUSTOMER"))).toBe("CUSTOMER");
  });
});

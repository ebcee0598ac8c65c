import { Refine, useMenu, type IResourceItem, type TreeMenuItem } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { areas } from "@resources/index";
import { menuTreeOf } from "@/hooks/use-menu-tree";
import { refineResources } from "@/lib/routes";

/** What a menu is made of: each item's name, route and children, in order. */
type Shape = [string, string | undefined, Shape[]];
const shapeOf = (items: TreeMenuItem[]): Shape[] =>
  items.map((item) => [item.name, item.route, shapeOf(item.children)]);

/** Refine's own menu tree for `resources`, at `url`. */
function refineMenu(resources: IResourceItem[], url: string): TreeMenuItem[] {
  let items: TreeMenuItem[] = [];
  function Probe() {
    items = useMenu().menuItems;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Refine resources={resources} routerProvider={routerProvider}>
        <Probe />
      </Refine>
    </MemoryRouter>,
  );
  return items;
}

describe("menuTreeOf (the menu's tree, worked out once per resource list)", () => {
  it.each(["/dashboard", "/products/42/edit", "/vouchers/v-1"])(
    "is the tree Refine's useMenu makes of every area, at %s",
    (url) => {
      const resources = refineResources(areas) as IResourceItem[];
      expect(shapeOf(menuTreeOf(resources))).toEqual(shapeOf(refineMenu(resources, url)));
    },
  );

  it("places a child under a parent declared after it or not at all, and leaves out what Refine's does", () => {
    const resources: IResourceItem[] = [
      { name: "orders", list: "/orders", meta: { parent: "sales" } },
      { name: "sales", meta: { group: true } },
      { name: "returns", list: "/returns", meta: { parent: "after-sales" } },
      { name: "codes", list: "/vouchers/:voucherId/codes" },
      { name: "secret", list: "/secret", meta: { hide: true } },
      { name: "empty-group" },
      { name: "home", list: "/home" },
    ];
    expect(shapeOf(menuTreeOf(resources))).toEqual(shapeOf(refineMenu(resources, "/home")));
    expect(shapeOf(menuTreeOf(resources))).toEqual([
      ["sales", undefined, [["orders", "/orders", []]]],
      ["after-sales", undefined, [["returns", "/returns", []]]],
      ["home", "/home", []],
    ]);
  });
});

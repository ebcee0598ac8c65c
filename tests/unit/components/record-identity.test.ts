import { recordIdentity } from "@/components/crud/record-identity";

describe("a record's id and name through its area's declaration", () => {
  const fields = { idField: "voucherId", recordLabel: "voucherName", apiPath: "vouchers" };

  it("reads the fields the area names, as text", () => {
    expect(recordIdentity({ voucherId: 7, voucherName: "Lebaran 10%" }, fields)).toEqual({
      id: "7",
      name: "Lebaran 10%",
    });
  });

  it("knows neither before the record loads, nor a field the record lacks or leaves empty", () => {
    expect(recordIdentity(undefined, fields)).toEqual({ id: undefined, name: undefined });
    expect(recordIdentity({ voucherId: "vch-1", voucherName: null }, fields)).toEqual({
      id: "vch-1",
      name: undefined,
    });
  });

  it("knows neither when the area declares no such fields", () => {
    expect(recordIdentity({ voucherId: "vch-1" }, undefined)).toEqual({
      id: undefined,
      name: undefined,
    });
  });
});

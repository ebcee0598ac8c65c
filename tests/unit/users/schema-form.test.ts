import { toApiValues } from "@/components/form/use-schema-form";
import { profileUpdate } from "@resources/account/schema/account";
import { prescriptionFields } from "@resources/users/schema/prescription";
import { userEditForm } from "@resources/users/schema/user";

/** What the users and account forms send for fields a person emptied. */
describe("the users' forms send an emptied optional field as none", () => {
  it("sends an emptied examiner, note, middle or last name as null, never an empty text", () => {
    expect(toApiValues(prescriptionFields, { examiner: "", notes: "", pd: 62 })).toEqual({
      examiner: null,
      notes: null,
      pd: 62,
    });
    expect(toApiValues(userEditForm, { firstName: "Wulan", middleName: "", lastName: "" })).toEqual(
      { firstName: "Wulan", middleName: null, lastName: null },
    );
    expect(toApiValues(profileUpdate, { middleName: "", lastName: "Sari" })).toEqual({
      middleName: null,
      lastName: "Sari",
    });
  });

  it("keeps an emptied phone as the empty text its schema takes for none", () => {
    expect(toApiValues(userEditForm, { phone: "" })).toEqual({ phone: "" });
  });
});

import { act, render, screen } from "@testing-library/react";
import { Form, Input, type FormInstance } from "antd";
import { describe, expect, it } from "vitest";
import { errorPath, placeNestedServerErrors } from "@/components/crud/server-errors";

/** A form like the console's: one `address` field, a list of specifications showing only their value. */
function renderForm() {
  let instance: FormInstance | undefined;
  function TestForm() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form} initialValues={{ specifications: [{ key: "shape", value: "Round" }] }}>
        <Form.Item name="name">
          <Input />
        </Form.Item>
        <Form.Item name="address">
          <Input />
        </Form.Item>
        <Form.List name="specifications">
          {(fields, _, { errors }) => (
            <>
              {fields.map((field) => (
                <Form.Item key={field.key} name={[field.name, "value"]}>
                  <Input />
                </Form.Item>
              ))}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    );
  }
  render(<TestForm />);
  return instance!;
}

describe("server field errors below the form's fields", () => {
  it("reads dotted keys as field paths, list indexes as numbers", () => {
    expect(errorPath("address.city")).toEqual(["address", "city"]);
    expect(errorPath("specifications.3.value")).toEqual(["specifications", 3, "value"]);
  });

  it("puts each on the nearest enclosing field, or where the form says, leaving field keys alone", async () => {
    const form = renderForm();
    // What Refine does first: the keys that name a field (or a list) get their error.
    act(() =>
      form.setFields([
        { name: ["name"], errors: ["Name taken."] },
        { name: ["specifications"], errors: ["A default specification is missing."] },
      ]),
    );
    act(() =>
      placeNestedServerErrors(
        form,
        {
          name: "Name taken.",
          "address.city": "Unknown city.",
          "address.postalCode": "Wrong postal code.",
          "specifications.0.key": "Duplicate key.",
          specifications: "A default specification is missing.",
          "unknown.field": "Nowhere to go.",
        },
        ([list, index]) =>
          list === "specifications" && typeof index === "number"
            ? ["specifications", index, "value"]
            : undefined,
      ),
    );
    expect(form.getFieldError(["name"])).toEqual(["Name taken."]);
    expect(form.getFieldError(["address"])).toEqual(["Unknown city.", "Wrong postal code."]);
    expect(form.getFieldError(["specifications", 0, "value"])).toEqual(["Duplicate key."]);
    // The list's own error shows under the list.
    expect(await screen.findByText("A default specification is missing.")).toBeInTheDocument();
    expect(await screen.findByText("Duplicate key.")).toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { AddressBook } from "@resources/users/records/address-book";
import { db } from "@/mocks/node";
import { answerPopconfirm } from "@tests/helpers/popconfirm";
import { fill, formItemOf } from "../catalogue/helpers";
import { renderComponent } from "./render-component";
import { countBy } from "@tests/helpers/count-by";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 90_000 });

const ADMIN = "admin@demo.test";

/** A customer whose book holds only the home address. */
const customerWithOneAddress = () => {
  const [userId] = countBy(db.userAddresses.all(), (row) => row.userId).find(
    ([, count]) => count === 1,
  )!;
  return db.users.get(userId)!;
};

const card = (label: string) => screen.getByRole("generic", { name: label });
const bookOf = (userId: string) => db.userAddresses.filter((row) => row.userId === userId);

async function pickRegion(user: UserEvent, text: string, option: string) {
  const region = await screen.findByLabelText("Address", { selector: "input" });
  await user.type(region, text);
  const found = await waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (node) => node.textContent?.startsWith(option),
    );
    if (!item || getComputedStyle(item.closest(".ant-select-dropdown")!).pointerEvents === "none")
      throw new Error("no region option yet");
    return item;
  });
  await user.click(found);
}

describe("the address book", () => {
  it("adds an address as the new default, sets another default, and promotes one when the default is deleted", async () => {
    const customer = customerWithOneAddress();
    const { user } = await renderComponent(<AddressBook userId={customer.userId} canEdit />, {
      user: ADMIN,
    });
    // Its own texts load before it shows: never a raw key.
    expect(await screen.findByRole("heading", { name: "Addresses" })).toBeInTheDocument();
    expect(screen.queryByText(/addressBook\./)).toBeNull();
    await waitFor(() => expect(within(card("Home")).getByText("Default")).toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog");
    await fill(user, "Label", "Office");
    await fill(user, "Recipient name", "Resepsionis Kantor");
    await fill(user, "Phone", "021 555 0101");
    await pickRegion(user, "Bangka", "Bangka, Mampang Prapatan");
    await fill(user, "Street, building and number", "Jl. Kemang Raya No. 5");
    await user.click(within(dialog).getByLabelText("Use as the default address"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Address added.")).toBeInTheDocument();
    await waitFor(() => expect(within(card("Office")).getByText("Default")).toBeInTheDocument());
    expect(within(card("Home")).queryByText("Default")).toBeNull();
    expect(
      within(card("Office")).getByText(/Bangka, Mampang Prapatan, Jakarta Selatan/),
    ).toBeInTheDocument();
    expect(within(card("Office")).getByText("+62 21-5550-101")).toBeInTheDocument();
    const office = bookOf(customer.userId).find((row) => row.label === "Office")!;
    expect(office).toMatchObject({
      isDefault: true,
      phone: "+62215550101",
      address: { subDistrict: "Bangka", postalCode: "12730", street: "Jl. Kemang Raya No. 5" },
    });

    await user.click(screen.getByRole("button", { name: "Set as default: Home" }));
    expect(await screen.findByText("Home is now the default address.")).toBeInTheDocument();
    await waitFor(() => expect(within(card("Home")).getByText("Default")).toBeInTheDocument());
    expect(within(card("Office")).queryByText("Default")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete Home" }));
    expect(
      await screen.findByText(
        "It is the default address: the newest other address becomes the default.",
      ),
    ).toBeInTheDocument();
    await answerPopconfirm(user, "Delete the address Home?", "Delete");
    expect(await screen.findByText("Home deleted.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("generic", { name: "Home" })).toBeNull());
    expect(within(card("Office")).getByText("Default")).toBeInTheDocument();
    expect(bookOf(customer.userId).map((row) => [row.label, row.isDefault])).toEqual([
      ["Office", true],
    ]);
  });

  it("keeps what was typed when the server refuses a field, and says it on that field", async () => {
    const { http, HttpResponse } = await import("msw");
    const { server } = await import("@/mocks/node");
    const customer = customerWithOneAddress();
    server.use(
      http.patch("*/api/users/:userId/addresses/:id", () =>
        HttpResponse.json(
          {
            code: "validation_error",
            message: "Some fields are invalid.",
            payload: {
              errors: {
                phone: "This number cannot receive deliveries.",
                "address.postalCode": "This postal code is not served by our couriers.",
              },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderComponent(<AddressBook userId={customer.userId} canEdit />, {
      user: ADMIN,
    });
    await user.click(await screen.findByRole("button", { name: "Edit Home" }));
    await screen.findByRole("dialog");
    await fill(user, "Recipient name", "Ibu Kos");
    await fill(user, "Phone", "+62 811 000 0000");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));

    const phone = screen.getByLabelText("Phone");
    await waitFor(() =>
      expect(formItemOf(phone)).toHaveTextContent("This number cannot receive deliveries."),
    );
    const region = screen.getByLabelText("Address", { selector: "input" });
    expect(formItemOf(region)).toHaveTextContent("This postal code is not served by our couriers.");
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields need attention");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient name")).toHaveValue("Ibu Kos");
    expect(phone).toHaveValue("+62 811 000 0000");
    expect(bookOf(customer.userId)[0]!.recipientName).toBe(customer.name);
  });

  it("keeps a too-long label whole and says the schema's limit on it, saving nothing", async () => {
    const customer = customerWithOneAddress();
    const { user } = await renderComponent(<AddressBook userId={customer.userId} canEdit />, {
      user: ADMIN,
    });
    await user.click(await screen.findByRole("button", { name: "Edit Home" }));
    await screen.findByRole("dialog");
    const long = "Rumah orang tua di Kemang Selatan"; // 33 characters: the label holds 30.
    await fill(user, "Label", long);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    const label = screen.getByLabelText("Label");
    await waitFor(() =>
      expect(formItemOf(label)).toHaveTextContent("Label is at most 30 characters."),
    );
    // Never cut to the limit: what was typed stays for the person to shorten.
    expect(label).toHaveValue(long);
    expect(bookOf(customer.userId)[0]!.label).toBe("Home");
  });

  it("is read-only without the edit permission, and says when a book is empty", async () => {
    await renderComponent(<AddressBook userId="usr-manager" canEdit={false} />, { user: ADMIN });
    expect(await screen.findByText("No addresses yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add address" })).toBeNull();
  });
});

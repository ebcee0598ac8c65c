import { configure, screen, waitFor } from "@testing-library/react";
import { dataProvider } from "@providers/data";
import { db } from "@/mocks/node";
import { renderPage } from "@tests/helpers/render-page";

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60_000 });

/**
 * Every call of the data provider's getOne for `resource`, with whether the page was on screen at that
 * moment: its title row (the record page's, or the edit form's).
 */
function watchRecordCalls(resource: string) {
  const calls: { id: unknown; pageShown: boolean }[] = [];
  const getOne = dataProvider.getOne.bind(dataProvider);
  vi.spyOn(dataProvider, "getOne").mockImplementation((params) => {
    if (params.resource === resource)
      calls.push({
        id: params.id,
        pageShown: document.querySelector(".ant-page-header") !== null,
      });
    return getOne(params);
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

// React Query sends a query's request once its component has committed. A record page's record and an
// edit form's are asked for while the page renders instead (src/components/crud/use-record.ts,
// use-record-form.ts), as a list's rows are (list-requests.test.tsx): the request leaves before the
// page is on screen, and only once.
describe("a record", () => {
  const product = () => db.products.all()[0]!;

  it("is asked for while its page renders, once", async () => {
    const calls = watchRecordCalls("products");
    await renderPage({ user: "catalog@demo.test", url: `/products/${product().productId}` });
    expect(await screen.findByRole("heading", { name: product().productName })).toBeInTheDocument();
    expect(calls).toEqual([{ id: product().productId, pageShown: false }]);
  });

  it("is asked for while its edit form renders, once, and fills the form", async () => {
    const calls = watchRecordCalls("products");
    await renderPage({ user: "catalog@demo.test", url: `/products/${product().productId}/edit` });
    await waitFor(() =>
      expect(screen.getByLabelText("Product name", { exact: true })).toHaveValue(
        product().productName,
      ),
    );
    expect(calls).toEqual([{ id: product().productId, pageShown: false }]);
  });
});

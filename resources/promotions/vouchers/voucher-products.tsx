import { useMany } from "@refinedev/core";
import { Link } from "react-router";
import { links as catalogue, type Product } from "@resources/catalogue/exports";

/** The chosen products of a voucher, linked to their pages. */
export function VoucherProducts({ ids }: { ids: string[] }) {
  const { result } = useMany<Product>({
    resource: "products",
    ids,
    meta: { idField: "productId" },
    queryOptions: { enabled: ids.length > 0 },
  });
  const products = result.data ?? [];
  return (
    <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }}>
      {ids.map((id) => {
        const product = products.find((item) => item.productId === id);
        return (
          <li key={id}>
            <Link to={catalogue.product.show(id)}>{product?.productName ?? id}</Link>
          </li>
        );
      })}
    </ul>
  );
}

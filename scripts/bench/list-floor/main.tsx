// The list floor of `npm run bench`: a bare Vite + React 19 + antd 5 page that fetches the first 20
// rows of a collection from the same backend as the console and renders them in an antd Table. No
// router, no i18n, no Refine. The address's hash says what to fetch (the console's own requests,
// recorded by the benchmark): `#token=…&first=/api/products?…&next=/api/products?…`; the "Change"
// button fetches `next` (the console's sort, filter or page change) and renders it the same way.
import "@ant-design/v5-patch-for-react-19";
import { Button, Table } from "antd";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";

type Row = Record<string, unknown>;
const params = new URLSearchParams(window.location.hash.slice(1));
const headers = { Authorization: `Bearer ${params.get("token") ?? ""}` };

const keyOf = (row: Row) => {
  const key = Object.keys(row).find((name) => /id$/i.test(name));
  return String(key ? row[key] : JSON.stringify(row));
};

function ListFloor() {
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const load = (path: string) => {
    setLoading(true);
    void fetch(path, { headers })
      .then((response) => response.json())
      .then((answer: { payload: { results: Row[] } }) => {
        setRows(answer.payload.results);
        setLoading(false);
      });
  };
  useEffect(() => load(params.get("first") ?? ""), []);
  const first = rows[0] ?? {};
  const columns = Object.keys(first)
    .filter((name) => first[name] === null || typeof first[name] !== "object")
    .slice(0, 6)
    .map((name) => ({ title: name, dataIndex: name, key: name, render: String }));
  return (
    <div style={{ padding: 24 }}>
      <Button id="change" onClick={() => load(params.get("next") ?? "")}>
        Change
      </Button>
      <Table
        rowKey={keyOf}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
      />
    </div>
  );
}

createRoot(document.getElementById("root")!).render(<ListFloor />);

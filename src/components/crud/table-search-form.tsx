import type { BaseRecord } from "@refinedev/core";
import { Form } from "antd";
import type { ResourceTable } from "./use-resource-table";

/**
 * Connects the search form Refine's table keeps (it reads it when the URL changes) to a `<Form>` that
 * renders nothing. Render it in every state of the page that calls `useResourceTable` (loading, error,
 * a table shown only once its record has loaded), else antd warns that the form is used by no Form.
 */
export function TableSearchForm<T extends BaseRecord>({ table }: { table: ResourceTable<T> }) {
  return <Form form={table.searchFormProps.form} component={false} />;
}

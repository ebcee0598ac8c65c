import { useRecordForm } from "@/components/crud/use-record-form";
import { dealerFields, type Dealer, type DealerFormValues } from "../schema/dealer";

/** Create and edit: the record form with the schema (an emptied optional field is sent as null). */
export const useDealerForm = (action: "create" | "edit") =>
  useRecordForm<Dealer, DealerFormValues>({
    action,
    resource: "dealers",
    idField: "dealerId",
    schema: dealerFields,
  });

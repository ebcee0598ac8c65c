import type { useSchemaForm } from "@/components/form/use-schema-form";

/**
 * The fields of the form a shared part is in (the send's or the schedule's schema): the parts take
 * their labels and rules from it, and the form that owns the schema passes it down.
 */
export type SchemaFormField = ReturnType<typeof useSchemaForm>;

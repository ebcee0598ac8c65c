/** What other domains may use of the users domain: customers' saved prescriptions (the prescription checker). */
export { savedPrescription } from "./schema/prescription";
export type { SavedPrescription } from "./schema/prescription";
export { links } from "./links";

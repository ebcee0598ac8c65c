/** What other domains may use of the configuration domain. */
export { links } from "./links";
/** A stored courier value ("biteship.grab_express") as staff read it ("GrabExpress"). */
export { courierName } from "./schema/couriers";

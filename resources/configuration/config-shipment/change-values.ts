import { courierName } from "../schema/couriers";

/** The couriers of the shipping settings by their names in its change log (and the activity feed). */
export const shipmentChangeValues = () => ({ express: courierName, instant: courierName });

import { changeLogPage } from "@/components/crud/change-log-page";
import { bannerValueLabels } from "../banners/labels";

/** /banner/:id/change-logs: one banner's history. */
export default changeLogPage({ entity: "banner", resource: "banner", values: bannerValueLabels });

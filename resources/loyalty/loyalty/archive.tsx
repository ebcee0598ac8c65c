import { ArchivePage } from "@/components/crud/archive-page";
import type { Loyalty } from "../schema/loyalty";
import { loyaltyColumns } from "./columns";
import loyaltyCsv from "./loyalty.csv";

export default function LoyaltyArchive() {
  return <ArchivePage<Loyalty> columns={loyaltyColumns} csv={loyaltyCsv} />;
}

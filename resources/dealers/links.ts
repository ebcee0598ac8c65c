import { areaLinks } from "@/lib/resource";
import type { dealersArea } from "./dealers";

/** Typed links to the dealers' pages (`links.dealer.show(id)`). */
export const links = {
  dealer: areaLinks<typeof dealersArea>("dealers"),
};

import { collection, defineCollections } from "@/mocks/db";
import type { AnyRecord } from "@/mocks/db/collection";
import type { PageContent } from "../schema/page-content";
import { seedAppConfigs } from "./app-configs.seed";
import { seedFaqGroups, seedFaqs } from "./faqs.seed";
import { seedPageContents } from "./page-contents.seed";

export const collections = defineCollections({
  faqGroups: collection<AnyRecord>("faqGroupId", "fgr", seedFaqGroups, ["nameId", "nameEn"]),
  faqs: collection<AnyRecord>("faqId", "faq", seedFaqs, [
    "questionId",
    "questionEn",
    "answerId",
    "answerEn",
  ]),
  appConfigs: collection<AnyRecord>("configId", "cfg", seedAppConfigs, ["key", "description"]),
  pageContents: collection<PageContent>("pageId", "pgc", seedPageContents, [
    "slug",
    "titleId",
    "titleEn",
  ]),
});

type ConfigurationCollections = typeof collections;
declare module "@/mocks/db" {
  interface DemoDb extends ConfigurationCollections {}
}

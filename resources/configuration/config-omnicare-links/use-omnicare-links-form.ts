import { useSettingsForm } from "@/components/settings/settings-form";
import {
  omnicareLinksUpdate,
  type OmnicareLinks,
  type OmnicareLinksUpdate,
} from "../schema/app-config";

/** The Omnicare links form: each link's key, label and address, their labels and rules from the schema. */
export const useOmnicareLinksForm = () =>
  useSettingsForm<OmnicareLinks, OmnicareLinksUpdate>({
    resource: "config-omnicare-links",
    setting: "omnicare-links",
    schema: omnicareLinksUpdate,
  });

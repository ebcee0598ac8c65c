import { useSettingsForm } from "@/components/settings/settings-form";
import {
  eyeTestConstantsUpdate,
  type EyeTestConstants,
  type EyeTestConstantsUpdate,
} from "../schema/app-config";

/** The eye-test constants form: the four constants, their labels and rules from the schema. */
export const useEyeTestConstantsForm = () =>
  useSettingsForm<EyeTestConstants, EyeTestConstantsUpdate>({
    resource: "config-eye-test-constant",
    setting: "eye-test-constants",
    schema: eyeTestConstantsUpdate,
  });

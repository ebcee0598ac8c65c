import type { TFunction } from "i18next";
import type { TemplateChannel, TemplateEvent } from "../schema/template-variables";
import { channelLabel, eventLabel } from "./labels";

/** A template's event and channel in words in its change log (and the activity feed). */
export const templateChangeValues = (t: TFunction) => ({
  event: (value: string) => eventLabel(t, value as TemplateEvent),
  channel: (value: string) => channelLabel(t, value as TemplateChannel),
});

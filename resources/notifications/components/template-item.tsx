import type { TFunction } from "i18next";
import type { DetailItem } from "@/components/crud/record-details";
import { Link } from "react-router";
import { links } from "../links";

/**
 * The "Template" row of a notification's or a schedule's details, linking to the template its text
 * came from (none without one).
 */
export const templateItem = (
  t: TFunction,
  templateId: string | null | undefined,
): DetailItem | null =>
  templateId
    ? {
        label: t("notifications:fields.template"),
        value: (
          <Link to={links.template.show(templateId)}>
            {t("notifications:content.openTemplate")}
          </Link>
        ),
      }
    : null;

import { Descriptions } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { links } from "../links";

/**
 * The "Template" row of a notification's or a schedule's details, linking to the template its text
 * came from (none without one). A function, not a component: the details read their items' props.
 */
export const templateItem = (t: TFunction, templateId: string | null | undefined) =>
  templateId ? (
    <Descriptions.Item label={t("notifications:fields.template")}>
      <Link to={links.template.show(templateId)}>{t("notifications:content.openTemplate")}</Link>
    </Descriptions.Item>
  ) : null;

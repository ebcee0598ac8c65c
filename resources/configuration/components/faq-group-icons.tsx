/** What the FAQ list and the FAQ group pages share: the group icons and the group name in the interface language. */
import {
  CarOutlined,
  CreditCardOutlined,
  EyeOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import type { FaqGroup } from "../schema/faq";

export type FaqGroupIcon = FaqGroup["icon"];

/** The picture of each icon the contract allows (typed against it: a new icon fails to compile here). */
export const FAQ_GROUP_ICON_COMPONENTS: Record<
  FaqGroupIcon,
  ComponentType<{ "aria-hidden"?: boolean }>
> = {
  question: QuestionCircleOutlined,
  shopping: ShoppingOutlined,
  payment: CreditCardOutlined,
  shipping: CarOutlined,
  eye: EyeOutlined,
  warranty: SafetyCertificateOutlined,
  account: UserOutlined,
  store: ShopOutlined,
};

export const FAQ_GROUP_ICON_KEYS = Object.keys(FAQ_GROUP_ICON_COMPONENTS) as FaqGroupIcon[];

export function iconLabel(t: TFunction, icon: FaqGroupIcon): string {
  switch (icon) {
    case "question":
      return t("configuration:faq.icons.question");
    case "shopping":
      return t("configuration:faq.icons.shopping");
    case "payment":
      return t("configuration:faq.icons.payment");
    case "shipping":
      return t("configuration:faq.icons.shipping");
    case "eye":
      return t("configuration:faq.icons.eye");
    case "warranty":
      return t("configuration:faq.icons.warranty");
    case "account":
      return t("configuration:faq.icons.account");
    case "store":
      return t("configuration:faq.icons.store");
  }
}

export function FaqGroupIconView({ icon }: { icon: FaqGroupIcon }) {
  const Icon = FAQ_GROUP_ICON_COMPONENTS[icon] ?? QuestionCircleOutlined;
  return <Icon aria-hidden />;
}

/** A group's name in the interface language (Indonesian in id, English otherwise). */
export const groupName = (group: Pick<FaqGroup, "nameId" | "nameEn">, language: string) =>
  language.startsWith("id") ? group.nameId : group.nameEn;

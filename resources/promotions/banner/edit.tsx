import { BannerEdit } from "@resources/promotions/banners/banner-edit";

export default function BannerAreaEdit() {
  return <BannerEdit kind="banner" />;
}

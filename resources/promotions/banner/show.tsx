import { BannerShow } from "@resources/promotions/banners/banner-show";

export default function BannerAreaShow() {
  return <BannerShow kind="banner" />;
}

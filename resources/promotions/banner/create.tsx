import { BannerCreate } from "@resources/promotions/banners/banner-create";

export default function BannerAreaCreate() {
  return <BannerCreate kind="banner" />;
}

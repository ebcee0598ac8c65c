import { BannerList } from "@resources/promotions/banners/banner-list";

export default function BannerAreaList() {
  return <BannerList kind="banner" />;
}

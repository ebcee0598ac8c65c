import { BannerList } from "@/components/banners/banner-list";

export default function BannerAreaList() {
  return <BannerList kind="banner" />;
}

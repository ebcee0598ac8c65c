import { BannerList } from "../banners/banner-list";

export default function BannerAreaList() {
  return <BannerList kind="banner" />;
}

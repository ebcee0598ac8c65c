import { BannerShow } from "../banners/banner-show";

export default function BannerAreaShow() {
  return <BannerShow kind="banner" />;
}

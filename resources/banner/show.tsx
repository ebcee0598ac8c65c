import { BannerShow } from "@/components/banners/banner-show";

export default function BannerAreaShow() {
  return <BannerShow kind="banner" />;
}

import { BannerShow } from "@/components/banners/banner-show";

export default function PopupBannerShow() {
  return <BannerShow kind="popup" />;
}

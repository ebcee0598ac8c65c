import { BannerShow } from "@resources/promotions/banners/banner-show";

export default function PopupBannerShow() {
  return <BannerShow kind="popup" />;
}

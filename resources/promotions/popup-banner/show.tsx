import { BannerShow } from "../banners/banner-show";

export default function PopupBannerShow() {
  return <BannerShow kind="popup" />;
}

import { BannerList } from "@resources/promotions/banners/banner-list";

export default function PopupBannerList() {
  return <BannerList kind="popup" />;
}

import { BannerList } from "../banners/banner-list";

export default function PopupBannerList() {
  return <BannerList kind="popup" />;
}

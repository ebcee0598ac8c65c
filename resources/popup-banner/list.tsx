import { BannerList } from "@/components/banners/banner-list";

export default function PopupBannerList() {
  return <BannerList kind="popup" />;
}

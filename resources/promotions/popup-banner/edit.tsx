import { BannerEdit } from "../banners/banner-edit";

export default function PopupBannerEdit() {
  return <BannerEdit kind="popup" />;
}

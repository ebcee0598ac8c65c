import { BannerEdit } from "@resources/promotions/banners/banner-edit";

export default function PopupBannerEdit() {
  return <BannerEdit kind="popup" />;
}

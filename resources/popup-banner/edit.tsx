import { BannerEdit } from "@/components/banners/banner-edit";

export default function PopupBannerEdit() {
  return <BannerEdit kind="popup" />;
}

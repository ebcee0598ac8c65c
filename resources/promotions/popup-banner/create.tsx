import { BannerCreate } from "@resources/promotions/banners/banner-create";

export default function PopupBannerCreate() {
  return <BannerCreate kind="popup" />;
}

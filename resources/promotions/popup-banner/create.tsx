import { BannerCreate } from "../banners/banner-create";

export default function PopupBannerCreate() {
  return <BannerCreate kind="popup" />;
}

import { BannerCreate } from "@/components/banners/banner-create";

export default function PopupBannerCreate() {
  return <BannerCreate kind="popup" />;
}

import { BannerEdit } from "@/components/banners/banner-edit";

export default function BannerAreaEdit() {
  return <BannerEdit kind="banner" />;
}

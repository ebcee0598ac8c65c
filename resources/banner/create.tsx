import { BannerCreate } from "@/components/banners/banner-create";

export default function BannerAreaCreate() {
  return <BannerCreate kind="banner" />;
}

import { BannerCreate } from "../banners/banner-create";

export default function BannerAreaCreate() {
  return <BannerCreate kind="banner" />;
}

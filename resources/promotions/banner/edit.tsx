import { BannerEdit } from "../banners/banner-edit";

export default function BannerAreaEdit() {
  return <BannerEdit kind="banner" />;
}

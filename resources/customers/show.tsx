import { UserShow } from "@/components/users/user-show";

export default function CustomerShow() {
  return <UserShow kind="customer" />;
}

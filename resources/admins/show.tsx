import { UserShow } from "@/components/users/user-show";

export default function AdminShow() {
  return <UserShow kind="admin" />;
}

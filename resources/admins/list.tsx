import { UserList } from "@/components/users/user-list";

export default function AdminList() {
  return <UserList kind="admin" />;
}

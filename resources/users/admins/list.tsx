import { UserList } from "@resources/users/components/user-list";

export default function AdminList() {
  return <UserList kind="admin" />;
}

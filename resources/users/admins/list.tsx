import { UserList } from "../components/user-list";

export default function AdminList() {
  return <UserList kind="admin" />;
}

import { UserList } from "@resources/users/components/user-list";

export default function CustomerList() {
  return <UserList kind="customer" />;
}

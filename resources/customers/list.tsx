import { UserList } from "@/components/users/user-list";

export default function CustomerList() {
  return <UserList kind="customer" />;
}

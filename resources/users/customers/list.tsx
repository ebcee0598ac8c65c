import { UserList } from "../components/user-list";

export default function CustomerList() {
  return <UserList kind="customer" />;
}

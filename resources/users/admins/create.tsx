import { UserCreate } from "@resources/users/components/user-create";

export default function AdminCreate() {
  return <UserCreate kind="admin" />;
}

import { UserCreate } from "@/components/users/user-create";

export default function AdminCreate() {
  return <UserCreate kind="admin" />;
}

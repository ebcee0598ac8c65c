import { UserCreate } from "../components/user-create";

export default function AdminCreate() {
  return <UserCreate kind="admin" />;
}

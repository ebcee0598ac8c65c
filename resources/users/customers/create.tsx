import { UserCreate } from "@resources/users/components/user-create";

export default function CustomerCreate() {
  return <UserCreate kind="customer" />;
}

import { UserCreate } from "@/components/users/user-create";

export default function CustomerCreate() {
  return <UserCreate kind="customer" />;
}

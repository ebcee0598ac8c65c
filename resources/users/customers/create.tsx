import { UserCreate } from "../components/user-create";

export default function CustomerCreate() {
  return <UserCreate kind="customer" />;
}

import { UserEdit } from "../components/user-edit";

export default function CustomerEdit() {
  return <UserEdit kind="customer" />;
}

import { UserEdit } from "@resources/users/components/user-edit";

export default function CustomerEdit() {
  return <UserEdit kind="customer" />;
}

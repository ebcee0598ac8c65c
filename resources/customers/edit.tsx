import { UserEdit } from "@/components/users/user-edit";

export default function CustomerEdit() {
  return <UserEdit kind="customer" />;
}

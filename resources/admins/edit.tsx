import { UserEdit } from "@/components/users/user-edit";

export default function AdminEdit() {
  return <UserEdit kind="admin" />;
}

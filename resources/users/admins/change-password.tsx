import { UserChangePassword } from "@resources/users/components/change-password";

export default function AdminChangePassword() {
  return <UserChangePassword kind="admin" />;
}

import { UserChangePassword } from "@/components/users/change-password";

export default function AdminChangePassword() {
  return <UserChangePassword kind="admin" />;
}

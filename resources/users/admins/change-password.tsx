import { UserChangePassword } from "../components/change-password";

export default function AdminChangePassword() {
  return <UserChangePassword kind="admin" />;
}

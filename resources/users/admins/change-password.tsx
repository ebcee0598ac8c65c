import { UserChangePassword } from "../components/change-password-form";

export default function AdminChangePassword() {
  return <UserChangePassword kind="admin" />;
}

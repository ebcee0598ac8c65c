import { UserChangePassword } from "../components/change-password-form";

export default function CustomerChangePassword() {
  return <UserChangePassword kind="customer" />;
}

import { UserChangePassword } from "@resources/users/components/change-password";

export default function CustomerChangePassword() {
  return <UserChangePassword kind="customer" />;
}

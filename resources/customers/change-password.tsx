import { UserChangePassword } from "@/components/users/change-password";

export default function CustomerChangePassword() {
  return <UserChangePassword kind="customer" />;
}

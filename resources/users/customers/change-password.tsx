import { UserChangePassword } from "../components/change-password";

export default function CustomerChangePassword() {
  return <UserChangePassword kind="customer" />;
}

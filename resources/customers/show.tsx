import { UserRecordsSections } from "@/components/users/user-records-sections";
import { UserShow } from "@/components/users/user-show";

export default function CustomerShow() {
  return (
    <UserShow
      kind="customer"
      sections={(user) => <UserRecordsSections kind="customer" userId={user.userId} />}
    />
  );
}

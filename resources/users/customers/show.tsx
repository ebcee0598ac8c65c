import { UserRecordsSections } from "@resources/users/components/user-records-sections";
import { UserShow } from "@resources/users/components/user-show";

export default function CustomerShow() {
  return (
    <UserShow
      kind="customer"
      sections={(user) => <UserRecordsSections kind="customer" userId={user.userId} />}
    />
  );
}

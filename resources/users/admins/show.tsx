import { UserRecordsSections } from "@resources/users/components/user-records-sections";
import { UserShow } from "@resources/users/components/user-show";

export default function AdminShow() {
  return (
    <UserShow
      kind="admin"
      sections={(user) => <UserRecordsSections kind="admin" userId={user.userId} />}
    />
  );
}

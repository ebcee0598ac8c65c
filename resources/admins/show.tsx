import { UserRecordsSections } from "@/components/users/user-records-sections";
import { UserShow } from "@/components/users/user-show";

export default function AdminShow() {
  return (
    <UserShow
      kind="admin"
      sections={(user) => <UserRecordsSections kind="admin" userId={user.userId} />}
    />
  );
}

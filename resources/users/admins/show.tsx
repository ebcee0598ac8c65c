import { UserRecordsSections } from "../components/user-records-sections";
import { UserShow } from "../components/user-show";

export default function AdminShow() {
  return (
    <UserShow
      kind="admin"
      sections={(user) => <UserRecordsSections kind="admin" userId={user.userId} />}
    />
  );
}

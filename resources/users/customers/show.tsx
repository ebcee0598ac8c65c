import { UserRecordsSections } from "../components/user-records-sections";
import { UserShow } from "../components/user-show";

export default function CustomerShow() {
  return (
    <UserShow
      kind="customer"
      sections={(user) => <UserRecordsSections kind="customer" userId={user.userId} />}
    />
  );
}

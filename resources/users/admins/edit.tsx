import { UserEdit } from "../components/user-edit";
import { UserSubRoles } from "../components/user-sub-roles";

/** An admin's edit page: the form, then their sub roles (what opens the sub app to them). */
export default function AdminEdit() {
  return <UserEdit kind="admin" sections={(user) => <UserSubRoles userId={user.userId} />} />;
}

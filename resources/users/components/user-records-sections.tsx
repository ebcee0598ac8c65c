import { Flex } from "antd";
import { AddressBook } from "../records/address-book";
import { PrescriptionHistory } from "../records/prescription-history";
import { useAccess } from "@/hooks/use-access";
import type { UserKind } from "./kinds";
import { USER_RESOURCES } from "./kinds";

/**
 * What a user's show page holds beyond the account: the address book (admins and customers: the
 * user configuration of spec 6 has addresses on) and, for a customer, the eye prescriptions.
 */
export function UserRecordsSections({ kind, userId }: { kind: UserKind; userId: string }) {
  const canEditAddresses = useAccess(USER_RESOURCES[kind], "edit");
  const canEditPrescriptions = useAccess("PRESCRIPTION", "edit");
  return (
    <Flex vertical gap={24}>
      <AddressBook userId={userId} canEdit={canEditAddresses} />
      {kind === "customer" && (
        <PrescriptionHistory userId={userId} canEdit={canEditPrescriptions} />
      )}
    </Flex>
  );
}

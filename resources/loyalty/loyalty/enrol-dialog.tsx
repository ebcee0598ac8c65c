import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoyaltyRecord } from "../schema/loyalty";

// The dialog and its rules (the schema) load when a staff member opens it.
const EnrolDialog = lazy(() =>
  import("./enrol-form").then((module) => ({ default: module.EnrolDialog })),
);

/** Enrol a customer in the programme (their wallet opens at 0 points). */
export function EnrolButton({ programme }: { programme: LoyaltyRecord }) {
  const { t } = useTranslation("loyalty");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("loyalty:programmes.enrol.button")}</Button>
      {open && (
        <Suspense fallback={null}>
          <EnrolDialog programme={programme} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useDataProvider, useInvalidate, type BaseRecord } from "@refinedev/core";
import { App, Button, Popconfirm, Typography } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChangeLog } from "@/contract/change-log";
import { useSession } from "@/hooks/use-session";
import { useErrorToast } from "@/lib/error-toast";
import { decideAccess } from "@providers/access-control";
import {
  changedSince,
  currentValue,
  RESTORE_TARGETS,
  restoreBody,
  restoreVerdict,
} from "../lib/restore-rules";

/** An answer of the API that says someone else saved first (409). */
const isConflict = (error: unknown) => (error as { statusCode?: number })?.statusCode === 409;

/**
 * "Restore this value" in the feed: for each line of a field change the rules let go back (and the
 * user may edit that record), a button that writes the old value back through the record's own
 * PATCH (its rules, its change log: a new entry of the feed), refused with the usual conflict warning
 * when the field changed again since; for a change the rules keep, the reason in words.
 */
export function useRestore(resource: string) {
  const { t } = useTranslation(["activity", "translation"]);
  const { modal, message } = App.useApp();
  const showError = useErrorToast();
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const session = useSession();
  const [busy, setBusy] = useState<string>();

  const restore = useCallback(
    async (log: ChangeLog, field: string, label: string) => {
      const verdict = restoreVerdict(log, field);
      const target = RESTORE_TARGETS[log.entity];
      if (!verdict.restorable || !target) return;
      setBusy(`${log.id}:${field}`);
      const conflict = () =>
        modal.warning({
          title: t("translation:crud.conflict.title"),
          content: t("activity:restore.conflictText", { field: label }),
        });
      try {
        const provider = dataProvider();
        const record = {
          resource: target.resource,
          id: log.entityId,
          meta: target.apiPath ? { apiPath: target.apiPath } : undefined,
        };
        const { data: current } = await provider.getOne<BaseRecord>(record);
        if (changedSince(log, field, currentValue(target, current, field))) return conflict();
        await provider.update({
          ...record,
          variables: restoreBody(target, current, field, verdict.before),
        });
        void message.success(t("activity:restore.done", { field: label }));
        await invalidate({ resource, invalidates: ["list"] });
      } catch (error) {
        if (isConflict(error)) conflict();
        else showError((error as Error).message);
      } finally {
        setBusy(undefined);
      }
    },
    [dataProvider, invalidate, message, modal, resource, showError, t],
  );

  /** The button after a line of a change (nothing where the rules or the user's rights say no). */
  const lineAction = useCallback(
    (log: ChangeLog, field: string, label: string) => {
      const target = RESTORE_TARGETS[log.entity];
      if (!target || !restoreVerdict(log, field).restorable) return null;
      if (!session || !decideAccess({ resource: target.resource, action: "edit" }).can) return null;
      return (
        <Popconfirm
          title={t("activity:restore.confirm", { field: label })}
          okText={t("activity:restore.ok")}
          cancelText={t("activity:restore.cancel")}
          onConfirm={() => restore(log, field, label)}
        >
          <Button size="small" type="link" loading={busy === `${log.id}:${field}`}>
            {t("activity:restore.action")}
          </Button>
        </Popconfirm>
      );
    },
    [busy, restore, session, t],
  );

  /** Under a field change the rules keep: why it cannot be put back. */
  const rowNote = useCallback(
    (log: ChangeLog) => {
      const first = log.changes[0];
      if (log.action !== "UPDATE" || !first) return null;
      if (log.changes.some((change) => restoreVerdict(log, change.field).restorable)) return null;
      const verdict = restoreVerdict(log, first.field);
      if (verdict.restorable) return null;
      return (
        <Typography.Text
          type="secondary"
          style={{ display: "block", maxWidth: 480, whiteSpace: "normal" }}
        >
          {t("activity:restore.cannot", { reason: t(`activity:cannotRestore.${verdict.reason}`) })}
        </Typography.Text>
      );
    },
    [t],
  );

  return { lineAction, rowNote };
}

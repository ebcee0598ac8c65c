import { Alert, Button } from "antd";

/**
 * A save refused because someone else saved first (409): the warning above the form and the button
 * that loads their version. What was typed stays on screen until then.
 */
export function ConflictWarning({
  conflict,
  title,
  description,
  reloadLabel,
}: {
  conflict: { reload: () => Promise<unknown>; reloading: boolean };
  title: string;
  description: string;
  reloadLabel: string;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={title}
      description={description}
      action={
        <Button onClick={() => void conflict.reload()} loading={conflict.reloading}>
          {reloadLabel}
        </Button>
      }
    />
  );
}

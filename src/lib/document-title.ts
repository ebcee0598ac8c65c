import type { DocumentTitleHandler } from "@refinedev/react-router";
import { config } from "@/config";

type HandlerArgs = Parameters<
  NonNullable<Parameters<typeof DocumentTitleHandler>[0]["handler"]>
>[0];

export function documentTitle({ resource, action, params }: HandlerArgs): string {
  const name = resource?.name;
  if (!name) return config.siteName;
  const suffix =
    action && action !== "list" ? ` ${action}${params?.id ? ` #${params.id}` : ""}` : "";
  return `${name}${suffix} | ${config.siteName}`;
}

import { CanAccess } from "@refinedev/core";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import type { LazyPage } from "@/lib/resource";
import { ForbiddenPage } from "@/pages/errors/forbidden";
import { PageErrorBoundary } from "./page-error-boundary";
import { PreparingFeature } from "./preparing-feature";

const lazyPages = new WeakMap<LazyPage, LazyExoticComponent<ComponentType>>();

function lazyPage(page: LazyPage) {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(page);
    lazyPages.set(page, component);
  }
  return component;
}

interface AreaPageProps {
  resource: string;
  action: string;
  page: LazyPage;
}

/**
 * One private page: checked by access control before anything of it loads
 * (a refused user gets the 403 page and no data request), then its chunk is
 * fetched with the "Preparing the feature..." spinner, inside an error
 * boundary that keeps the shell alive.
 */
export function AreaPage({ resource, action, page }: AreaPageProps) {
  const Page = lazyPage(page);
  return (
    <CanAccess resource={resource} action={action} fallback={<ForbiddenPage />}>
      <PageErrorBoundary>
        <Suspense fallback={<PreparingFeature />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </CanAccess>
  );
}

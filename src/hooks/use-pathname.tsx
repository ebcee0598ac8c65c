import { createContext, useContext, type ReactNode } from "react";
import { useLocation } from "react-router";

const PathnameContext = createContext<string | null>(null);

/**
 * The address's path for the shell's parts (sidebar, header, breadcrumbs, favorites). React Router's
 * `useLocation` re-renders its reader on every change of the address, a list's sort or page included;
 * this context's readers re-render only when the path itself changes, so a list's change re-renders
 * the list and not the whole shell around it.
 */
export function PathnameProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

/** The current path ("/products/edit/12"), inside PathnameProvider. */
export function usePathname(): string {
  const pathname = useContext(PathnameContext);
  if (pathname === null) throw new Error("usePathname is used outside PathnameProvider.");
  return pathname;
}

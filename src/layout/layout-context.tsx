import { createContext, useContext, useState, type ReactNode } from "react";

interface LayoutState {
  siderCollapsed: boolean;
  mobileSiderOpen: boolean;
  setSiderCollapsed: (collapsed: boolean) => void;
  setMobileSiderOpen: (open: boolean) => void;
}

const LayoutContext = createContext<LayoutState>({
  siderCollapsed: false,
  mobileSiderOpen: false,
  setSiderCollapsed: () => undefined,
  setMobileSiderOpen: () => undefined,
});

/**
 * The sidebar's collapsed (desktop) and open (drawer, tablet and mobile) state. Our own rather than
 * `@refinedev/antd`'s ThemedLayout context: that package's single bundle would add ~80 KiB gzip to
 * every signed-in cold load (issue 6 budget) for two booleans.
 */
export function LayoutProvider({
  children,
  initialSiderCollapsed,
  onSiderCollapsed,
}: {
  children: ReactNode;
  initialSiderCollapsed: boolean;
  onSiderCollapsed: (collapsed: boolean) => void;
}) {
  const [siderCollapsed, setCollapsed] = useState(initialSiderCollapsed);
  const [mobileSiderOpen, setMobileSiderOpen] = useState(false);
  const setSiderCollapsed = (collapsed: boolean) => {
    setCollapsed(collapsed);
    onSiderCollapsed(collapsed);
  };
  return (
    <LayoutContext.Provider
      value={{ siderCollapsed, mobileSiderOpen, setSiderCollapsed, setMobileSiderOpen }}
    >
      {children}
    </LayoutContext.Provider>
  );
}

export const useLayoutContext = () => useContext(LayoutContext);

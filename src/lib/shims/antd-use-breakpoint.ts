import type { ScreenMap } from "antd/es/_util/responsiveObserver";
import { useScreens } from "../../hooks/use-screens";

/**
 * antd's `Grid.useBreakpoint(refreshOnChange, defaultScreens)`, which its own components (Row,
 * Descriptions, Table, Pagination…) and Refine's `useTable` call: the build puts this module in the
 * place of antd's (scripts/vite/antd-breakpoints.ts), so that they know the screen in their first
 * render instead of rendering once with no screen and again after subscribing. `defaultScreens`, what
 * antd's answers before it knows, is never needed.
 */
export default function useBreakpoint(refreshOnChange = true): ScreenMap {
  return useScreens(refreshOnChange);
}

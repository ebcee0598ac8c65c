import { useSyncExternalStore } from "react";
import type { Breakpoint, ScreenMap } from "antd/es/_util/responsiveObserver";

/**
 * antd's breakpoints (its `screen*` tokens; the console's theme keeps antd's values): the media
 * query that makes each one match, as antd's own `Grid.useBreakpoint` asks them.
 */
export const SCREEN_QUERIES: Record<Breakpoint, string> = {
  xs: "(max-width: 575px)",
  sm: "(min-width: 576px)",
  md: "(min-width: 768px)",
  lg: "(min-width: 992px)",
  xl: "(min-width: 1200px)",
  xxl: "(min-width: 1600px)",
};

const BREAKPOINTS = Object.keys(SCREEN_QUERIES) as Breakpoint[];

// One object per combination of answers, so that a render reads the same object while nothing changed.
const byAnswers = new Map<string, Required<ScreenMap>>();

function read(): Required<ScreenMap> {
  const answers = BREAKPOINTS.map((name) => window.matchMedia(SCREEN_QUERIES[name]).matches);
  const key = answers.map(Number).join("");
  let screens = byAnswers.get(key);
  if (!screens) {
    screens = Object.fromEntries(
      BREAKPOINTS.map((name, index) => [name, answers[index]]),
    ) as Required<ScreenMap>;
    byAnswers.set(key, screens);
  }
  return screens;
}

// While a component is subscribed, the answers are kept and renewed when a query's answer changes;
// without one, each read asks the browser again (a test may give the window another matchMedia).
let current: Required<ScreenMap> | undefined;
const listeners = new Set<() => void>();
let stopListening: (() => void) | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stopListening) {
    const lists = BREAKPOINTS.map((name) => window.matchMedia(SCREEN_QUERIES[name]));
    const changed = () => {
      current = read();
      listeners.forEach((notify) => notify());
    };
    lists.forEach((list) => list.addEventListener("change", changed));
    current = read();
    stopListening = () => lists.forEach((list) => list.removeEventListener("change", changed));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopListening?.();
      stopListening = undefined;
      current = undefined;
    }
  };
}

const snapshot = () => current ?? read();
const NO_SCREEN: Required<ScreenMap> = {
  xs: false,
  sm: false,
  md: false,
  lg: false,
  xl: false,
  xxl: false,
};
const noScreen = () => NO_SCREEN;

const stayPut = () => () => undefined;

/**
 * Which of antd's breakpoints the window matches, like antd's `Grid.useBreakpoint`, but known in
 * the first render: antd's hook answers `{}` until its layout effect has subscribed, then renders
 * its component again, which for the shell meant a second render of the whole shell and page on
 * every cold load. Every breakpoint is true or false here, never unknown. `follow: false` reads
 * the answers without rendering again when they change (antd's `refreshOnChange: false`).
 */
export function useScreens(follow = true): Required<ScreenMap> {
  return useSyncExternalStore(follow ? subscribe : stayPut, snapshot, noScreen);
}

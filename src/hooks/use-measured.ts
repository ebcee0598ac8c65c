import { useEffect, useState, type RefObject } from "react";

/**
 * A fact about an element's layout (does its content fit?), worked out again each time the element is
 * resized, and when `contentKey` changes. No measure at once: reading sizes inside the effect forces a
 * layout of the whole page while it is still being built, and a new ResizeObserver reports the
 * element's size after the next layout anyway. `measure` returns a primitive, so that an unchanged
 * answer does not render again, and is defined outside the component (one function for good): a new
 * one at each render would observe the element again at each render.
 */
export function useMeasured<T extends string | number | boolean>(
  ref: RefObject<HTMLElement | null>,
  measure: (element: HTMLElement) => T,
  initial: T,
  contentKey?: unknown,
): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setValue(measure(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measure, contentKey]);
  return value;
}

/** Whether the element's content is wider than the element. */
export const isOverflowing = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth + 1;

import { notifyManager } from "@tanstack/react-query";

type Notify = () => void;

/**
 * React Query's scheduler for telling components about new query data: every notification waiting
 * when its task comes runs in that one task, where React Query's own gives each answer a task of its
 * own (a `setTimeout` per batch). Answers that arrive together (a list's rows with the brands and
 * stores its columns name, all answered while the page rendered) each rendered the whole page again,
 * one after the other; set in one task, React renders them once. The wait is React Query's own: a
 * `setTimeout` of 0 from the first notification. One that throws does not stop the others; its error
 * is thrown again on its own.
 */
export function coalescingScheduler(
  setTimer: (run: () => void) => unknown = (run) => setTimeout(run, 0),
) {
  let waiting: Notify[] = [];
  return (notify: Notify) => {
    waiting.push(notify);
    if (waiting.length > 1) return;
    setTimer(() => {
      const now = waiting;
      waiting = [];
      for (const each of now) {
        try {
          each();
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    });
  };
}

/** From now on, React Query's notifications go through `coalescingScheduler` (once, as the console loads). */
export const coalesceQueryNotifications = () => notifyManager.setScheduler(coalescingScheduler());

/**
 * What one domain of the demo API tells the others after a write, without knowing them: the domain
 * that writes declares the event (`const moved = demoEvent<Payload>()` in its demo folder, exported
 * through its exports.ts); a domain that reacts subscribes when its handlers load (`moved.on(...)`).
 * Listeners run synchronously inside the request that wrote, so the answer already includes their
 * writes; a listener that throws fails that request (nothing is swallowed).
 */
export interface DemoEvent<T> {
  /** Adds a listener; returns the function that removes it. */
  on(listener: (payload: T) => void): () => void;
  emit(payload: T): void;
}

export function demoEvent<T>(): DemoEvent<T> {
  const listeners = new Set<(payload: T) => void>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(payload) {
      for (const listener of [...listeners]) listener(payload);
    },
  };
}

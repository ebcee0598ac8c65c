import { useDataProvider, type HttpError } from "@refinedev/core";
import { apiPath } from "@providers/data/api-path";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CodeGenerated, CodePreview, CodeShape } from "../schema/voucher";
import { GENERATE_CHUNK } from "../schema/voucher-rules";

export type GenerationState =
  | { phase: "idle" }
  | { phase: "running"; done: number; total: number; batchId?: string }
  | { phase: "done"; batchId: string; total: number }
  | { phase: "stopped"; batchId?: string; done: number; total: number }
  | { phase: "failed"; batchId?: string; done: number; total: number; error: HttpError };

/**
 * Lets the browser paint and handle input between two chunks: the next frame, or a short timer when
 * frames do not come (a tab in the background draws none, and the batch must go on there too).
 */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => resolve());
    setTimeout(resolve, 50);
  });

/**
 * Preview and generation of a voucher's codes. A batch goes to the demo API in chunks of
 * GENERATE_CHUNK codes (the first answer names the batch, the next chunks continue it), so the
 * progress moves and the page stays responsive; the codes collect here for the CSV download.
 */
export function useCodeGeneration() {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<GenerationState>({ phase: "idle" });
  const [codes, setCodes] = useState<string[]>([]);
  const stopRef = useRef(false);

  const post = useCallback(
    async <T>(url: string, payload: object): Promise<T> => {
      const answer = await dataProvider().custom!<T & object>({ url, method: "post", payload });
      return answer.data as T;
    },
    [dataProvider],
  );

  const preview = useCallback(
    (voucherId: string, shape: CodeShape) =>
      post<CodePreview>(apiPath("/vouchers/{id}/codes/preview", { id: voucherId }), shape),
    [post],
  );

  const generate = useCallback(
    async (voucherId: string, shape: CodeShape) => {
      stopRef.current = false;
      const collected: string[] = [];
      let batchId: string | undefined;
      setCodes([]);
      setState({ phase: "running", done: 0, total: shape.count });
      while (collected.length < shape.count) {
        if (stopRef.current) {
          setState({ phase: "stopped", batchId, done: collected.length, total: shape.count });
          setCodes(collected.slice());
          return;
        }
        const count = Math.min(GENERATE_CHUNK, shape.count - collected.length);
        try {
          const answer = await post<CodeGenerated>(
            apiPath("/vouchers/{id}/codes/generate", { id: voucherId }),
            { ...shape, count, ...(batchId ? { batchId } : {}) },
          );
          batchId = answer.batchId;
          collected.push(...answer.codes);
        } catch (error) {
          setCodes(collected.slice());
          setState({
            phase: "failed",
            batchId,
            done: collected.length,
            total: shape.count,
            error: error as HttpError,
          });
          return;
        }
        setState({ phase: "running", done: collected.length, total: shape.count, batchId });
        await nextFrame();
      }
      setCodes(collected);
      setState({ phase: "done", batchId: batchId!, total: collected.length });
    },
    [post],
  );

  const running = state.phase === "running";
  // Leaving the page stops after the chunk in flight (the codes made so far stay with the voucher);
  // closing or reloading the tab while it runs asks first.
  useEffect(() => () => void (stopRef.current = true), []);
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [running]);

  const stop = useCallback(() => {
    stopRef.current = true;
  }, []);
  const reset = useCallback(() => {
    setState({ phase: "idle" });
    setCodes([]);
  }, []);

  return { state, codes, preview, generate, stop, reset };
}

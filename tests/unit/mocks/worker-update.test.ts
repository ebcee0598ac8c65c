import { handleWorkerUpdateFailures } from "@/mocks/browser";

describe("the mock worker's update after a logout", () => {
  it("handles a failed update (no unhandled rejection) and says so at info level", async () => {
    const failure = new TypeError(
      "Failed to update a ServiceWorker: the registration is uninstalling",
    );
    const registration = { update: () => Promise.reject(failure) } as unknown as Pick<
      ServiceWorkerRegistration,
      "update"
    >;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const undo = handleWorkerUpdateFailures(registration);
    try {
      // As MSW calls it: the promise is neither awaited nor caught.
      void registration.update.call(registration as ServiceWorkerRegistration);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      expect(info).toHaveBeenCalledWith(
        "[demo api] the mock service worker could not update; it is registered again",
        failure,
      );
    } finally {
      undo();
      info.mockRestore();
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

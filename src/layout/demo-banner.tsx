import { Alert, Button, Flex } from "antd";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getDemoStatus, stopDemoFaults } from "@providers/data/api";
import type { DemoStatus } from "@/contract/shell";
import { clearDataSwitch } from "@/lib/demo-data-switch";

/**
 * What the demo API is doing besides answering, said above the page: the fault switch (calls that
 * fail on purpose, with a button to stop them) and the large data set (with the way back). Without
 * it, a fault set by a link stayed on for the rest of the tab with nothing on screen to say so.
 * Rendered only with the demo API (a build with a backend has none of it).
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DemoStatus>();
  const [stopping, setStopping] = useState(false);

  useEffect(() => {
    // Signed in, the banner is what says which data set is on: the sign-in page need not later.
    clearDataSwitch();
    let live = true;
    getDemoStatus().then(
      (answer) => live && setStatus(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!status) return null;
  const stop = async () => {
    setStopping(true);
    try {
      setStatus(await stopDemoFaults());
      // What failed on purpose is asked for again.
      await queryClient.invalidateQueries();
    } finally {
      setStopping(false);
    }
  };
  return (
    <Flex
      vertical
      gap={8}
      style={{ marginBottom: status.faults.length || status.dataSize === "large" ? 12 : 0 }}
    >
      {status.faults.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t("shell.demo.faultsTitle")}
          description={
            <>
              {status.faults
                .map(({ pattern, kind }) => {
                  const what =
                    kind === "timeout"
                      ? t("shell.demo.fault.timeout")
                      : kind === "network"
                        ? t("shell.demo.fault.network")
                        : kind === "malformed"
                          ? t("shell.demo.fault.malformed")
                          : t("shell.demo.fault.error");
                  return t("shell.demo.faultLine", { path: pattern, what });
                })
                .join(" ")}
              {/* Below the text, not beside it: on a phone the text keeps the banner's width. */}
              <div style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => void stop()} loading={stopping}>
                  {t("shell.demo.stopFaults")}
                </Button>
              </div>
            </>
          }
        />
      )}
      {status.dataSize === "large" && (
        <Alert
          type="info"
          showIcon
          message={t("shell.demo.largeTitle")}
          description={
            <>
              {t("shell.demo.largeText")}
              <div style={{ marginTop: 8 }}>
                <Button size="small" href="?demo-data=normal">
                  {t("shell.demo.backToNormal")}
                </Button>
              </div>
            </>
          }
        />
      )}
    </Flex>
  );
}

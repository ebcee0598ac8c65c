import { QuickLinks } from "@/components/quick-links";
import { DashboardBody } from "../components/dashboard-body";
import { askDashboardFiguresEarly } from "../components/early-figures";
import { WelcomeCard } from "../components/welcome-card";
import { links } from "../links";
import { PlainCard } from "@/components/plain-card";

// When this page is the one being opened, its figures are asked for now, with its code; a cold load
// waits a moment for them (page-loader.tsx), so that the first render shows them.
export const firstView = askDashboardFiguresEarly(window.location);

/**
 * The main app's home: the greeting, what needs attention today, the business's figures and charts
 * (narrowed by outlet), then quick links to what the user may open.
 */
export default function DashboardPage() {
  return (
    <>
      <WelcomeCard />
      <DashboardBody app="main" />
      <PlainCard style={{ marginTop: 16 }}>
        <QuickLinks exclude={[links.dashboard.list()]} />
      </PlainCard>
    </>
  );
}

import { Card } from "antd";
import { QuickLinks } from "@/components/quick-links";
import { WelcomeCard } from "../components/welcome-card";
import { links } from "../links";

/** The main app's home: greeting, role, and quick links (data panels come with a later issue). */
export default function DashboardPage() {
  return (
    <>
      <WelcomeCard />
      <Card>
        <QuickLinks exclude={[links.dashboard.list()]} />
      </Card>
    </>
  );
}

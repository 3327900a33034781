import { lazy } from "react";
import { ANCHORS } from "../../../../shared/paths";
import { StaticSection } from "../../../components/static-section";

const HowItWorksContent = lazy(() =>
  import("./how-it-works-content").then((module) => ({ default: module.HowItWorksContent })),
);

/** Pure content: prerendered, and kept as the server's DOM when hydrated (StaticSection). */
export function HowItWorksSection() {
  return (
    <StaticSection
      id={ANCHORS.howItWorks}
      aria-labelledby="how-title"
      className="scroll-mt-20 py-20"
      body={HowItWorksContent}
    />
  );
}

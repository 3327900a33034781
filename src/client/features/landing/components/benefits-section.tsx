import { lazy } from "react";
import { ANCHORS } from "../../../../shared/paths";
import { StaticSection } from "../../../components/static-section";

const BenefitsContent = lazy(() =>
  import("./benefits-content").then((module) => ({ default: module.BenefitsContent })),
);

/** Pure content: prerendered, and kept as the server's DOM when hydrated (StaticSection). */
export function BenefitsSection() {
  return (
    <StaticSection
      id={ANCHORS.benefits}
      aria-labelledby="benefits-title"
      className="scroll-mt-20 py-20"
      body={BenefitsContent}
    />
  );
}

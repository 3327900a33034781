import { lazy } from "react";
import { StaticSection } from "../../../components/static-section";

const HeroContent = lazy(() => import("./hero-content").then((module) => ({ default: module.HeroContent })));

/** Headline, subline and statistics: prerendered, and kept as the server's DOM when hydrated (StaticSection). */
export function HeroSection() {
  return (
    <StaticSection aria-labelledby="hero-title" className="relative overflow-hidden border-b" body={HeroContent} />
  );
}

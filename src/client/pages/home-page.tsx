import { useEffect } from "react";
import { useEmailConfirmationNotice } from "../features/auth/use-email-confirmation-notice";
import { GeneratorSection } from "../features/generator/components/generator-section";
import { BenefitsSection } from "../features/landing/components/benefits-section";
import { ContactCtaSection } from "../features/landing/components/contact-cta-section";
import { HeroSection } from "../features/landing/components/hero-section";
import { HowItWorksSection } from "../features/landing/components/how-it-works-section";
import { SolutionsSection } from "../features/landing/components/solutions-section";

export function HomePage() {
  useEmailConfirmationNotice();
  useEffect(() => {
    document.title = "ShelfTalk · Product pages that speak";
  }, []);
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <SolutionsSection />
      <HowItWorksSection />
      <GeneratorSection />
      <ContactCtaSection />
    </>
  );
}

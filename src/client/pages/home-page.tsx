import { lazy, Suspense, useEffect } from "react";
import { useEmailConfirmationNotice } from "../features/auth/use-email-confirmation-notice";
import { GeneratorSection } from "../features/generator/components/generator-section";
import { BenefitsSection } from "../features/landing/components/benefits-section";
import { ContactCtaSection } from "../features/landing/components/contact-cta-section";
import { HeroSection } from "../features/landing/components/hero-section";
import { HowItWorksSection } from "../features/landing/components/how-it-works-section";
import { SolutionsSection } from "../features/landing/components/solutions-section";
import { AudioExtrasProvider, type RenderAudioExtras } from "../lib/audio-extras";
import { useT } from "../i18n/i18n";

// Loaded with the first generated audio, never with the landing page itself.
const PublishPanel = lazy(() =>
  import("../features/publish/components/publish-panel").then((module) => ({ default: module.PublishPanel })),
);
const renderPublishPanel: RenderAudioExtras = (audio) => (
  <Suspense fallback={null}>
    <PublishPanel audioId={audio.id} published={false} />
  </Suspense>
);

export function HomePage() {
  useEmailConfirmationNotice();
  const title = useT()("landing.documentTitle");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <SolutionsSection />
      <HowItWorksSection />
      <AudioExtrasProvider value={renderPublishPanel}>
        <GeneratorSection />
      </AudioExtrasProvider>
      <ContactCtaSection />
    </>
  );
}

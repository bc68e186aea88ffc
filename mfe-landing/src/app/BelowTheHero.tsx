import { CapitalSection } from '../features/capital/components/CapitalSection';
import { DisclaimerStrip, FinalCta, LandingFooter } from '../features/closing/components/Closing';
import { HowItWorks } from '../features/how-it-works/components/HowItWorks';
import { ProfilePreview } from '../features/profile-preview/components/ProfilePreview';
import { SampleMatches } from '../features/sample-matches/components/SampleMatches';
import { ServicesSection } from '../features/services/components/ServicesSection';
import { SuccessStories } from '../features/stories/components/SuccessStories';
import { TrustSection } from '../features/trust/components/TrustSection';
import { useSectionFromHash } from './use-section-from-hash';

/** The landing sections after the hero, in spec §2 order. */
export default function BelowTheHero() {
  // Here, not in App: the linked sections exist once this chunk has rendered.
  useSectionFromHash();
  return (
    <>
      <CapitalSection />
      <ProfilePreview />
      <SampleMatches />
      <ServicesSection />
      <TrustSection />
      <HowItWorks />
      <SuccessStories />
      <FinalCta />
      <DisclaimerStrip />
      <LandingFooter />
    </>
  );
}

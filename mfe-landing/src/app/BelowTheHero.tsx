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
    // The base style lets p, li and label break a long word only once it overflows, which leaves
    // their boxes as wide as the longest German word ("Übereinstimmung", "Transportmöglichkeiten")
    // and pushed a 320 px phone with the largest text up to 106 px sideways (issue 27). Here any
    // text may wrap inside its box; hyphenated by the page's language where the browser can.
    <div className="flex flex-col gap-16 wrap-anywhere hyphens-auto [&_:is(p,li,dd,label)]:wrap-anywhere">
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
    </div>
  );
}

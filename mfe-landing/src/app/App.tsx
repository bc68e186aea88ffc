import './i18n/register';
import './styles.css';
import { CapitalSection } from '../features/capital/components/CapitalSection';
import { DisclaimerStrip, FinalCta, LandingFooter } from '../features/closing/components/Closing';
import { Hero } from '../features/hero/components/Hero';
import { HowItWorks } from '../features/how-it-works/components/HowItWorks';
import { ProfilePreview } from '../features/profile-preview/components/ProfilePreview';
import { SampleMatches } from '../features/sample-matches/components/SampleMatches';
import { ServicesSection } from '../features/services/components/ServicesSection';
import { SuccessStories } from '../features/stories/components/SuccessStories';
import { TrustSection } from '../features/trust/components/TrustSection';

/** Exposed as `mfe_landing/App`: the landing page at `/`, sections in spec §2 order. */
export default function App() {
  return (
    <div className="flex flex-col gap-16">
      <Hero />
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

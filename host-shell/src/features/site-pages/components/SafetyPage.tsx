import { landingSectionPath } from '@ageless/contracts';
import { useSiteTexts } from '../hooks/use-site-texts';
import { SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

/** Meeting safely, scams, reporting: the spec's "Safety & Trust" footer link. */
export function SafetyPage() {
  const { texts } = useSiteTexts();
  const page = texts.safety;
  return (
    <SitePageFrame
      page="safety"
      title={page.title}
      intro={page.intro}
      actions={[
        { to: '/matches', label: texts.common.links.myMatches },
        { to: landingSectionPath('safetyTrust'), label: texts.common.links.trustSection },
      ]}
      related={['communityGuidelines', 'contact', 'help']}
    >
      <TextSections page="safety" sections={page.sections} />
    </SitePageFrame>
  );
}

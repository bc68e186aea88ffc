import { useSiteTexts } from '../hooks/use-site-texts';
import { SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

export function CommunityGuidelinesPage() {
  const { texts } = useSiteTexts();
  const page = texts.communityGuidelines;
  return (
    <SitePageFrame
      page="communityGuidelines"
      title={page.title}
      intro={page.intro}
      related={['safety', 'terms', 'help', 'contact']}
    >
      <TextSections page="communityGuidelines" sections={page.sections} />
    </SitePageFrame>
  );
}

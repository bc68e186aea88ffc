import { useSiteTexts } from '../hooks/use-site-texts';
import { OperatorNote, SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

export function TermsPage() {
  const { texts } = useSiteTexts();
  const page = texts.terms;
  return (
    <SitePageFrame
      page="terms"
      title={page.title}
      intro={page.intro}
      related={['communityGuidelines', 'safety', 'privacy', 'impressum']}
    >
      <TextSections page="terms" sections={page.sections} />
      <OperatorNote text={page.operatorNote} />
    </SitePageFrame>
  );
}

import { useSiteTexts } from '../hooks/use-site-texts';
import { SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

/** How matching and introductions work, and what the guide can and cannot do. */
export function HelpPage() {
  const { texts } = useSiteTexts();
  const page = texts.help;
  return (
    <SitePageFrame
      page="help"
      title={page.title}
      intro={page.intro}
      actions={[
        { to: '/onboarding', label: texts.common.links.onboarding },
        { to: '/chat', label: texts.common.links.chat },
      ]}
      related={['contact', 'safety', 'communityGuidelines', 'privacy']}
    >
      <TextSections page="help" sections={page.sections} />
    </SitePageFrame>
  );
}

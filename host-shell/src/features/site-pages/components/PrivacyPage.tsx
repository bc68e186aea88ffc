import { useSiteTexts } from '../hooks/use-site-texts';
import {
  hasOperatorDetails,
  NotConfigured,
  OperatorDetails,
  WithSiteInfo,
} from './OperatorDetails';
import { OperatorNote, PageSection, SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

/** What is stored, where, for how long, cookies and device storage, and how to erase it. */
export function PrivacyPage() {
  const { texts } = useSiteTexts();
  const page = texts.privacy;
  return (
    <SitePageFrame
      page="privacy"
      title={page.title}
      intro={page.intro}
      actions={[{ to: '/matches', label: texts.common.links.myMatches }]}
      related={['contact', 'terms', 'impressum']}
    >
      <PageSection id="privacy-responsible" heading={page.responsibleHeading}>
        <WithSiteInfo>
          {({ operator }) =>
            hasOperatorDetails(operator) ? (
              <>
                <p>{page.responsibleText}</p>
                <OperatorDetails
                  operator={operator}
                  fields={['name', 'address', 'email', 'phone']}
                  optional={['phone']}
                />
              </>
            ) : (
              <NotConfigured />
            )
          }
        </WithSiteInfo>
      </PageSection>
      <TextSections
        page="privacy"
        sections={page.sections}
        extras={{
          // Whether messages leave this server depends on this installation's settings.
          chat: (
            <WithSiteInfo>
              {({ languageModel }) => (
                <p>{languageModel ? page.languageModelOn : page.languageModelOff}</p>
              )}
            </WithSiteInfo>
          ),
        }}
      />
      <OperatorNote text={page.operatorNote} />
    </SitePageFrame>
  );
}

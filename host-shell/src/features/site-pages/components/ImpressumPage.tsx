import type { SiteOperator } from '@ageless/contracts';
import { useSiteTexts } from '../hooks/use-site-texts';
import {
  hasOperatorDetails,
  NotConfigured,
  OperatorDetails,
  WithSiteInfo,
} from './OperatorDetails';
import { OperatorNote, PageSection, SitePageFrame } from './SitePageFrame';

// § 5 Abs. 1 DDG: name and address for service of documents and a quick electronic contact always;
// representative, register entry and VAT id only where they exist.
const isMissingRequired = (operator: SiteOperator) =>
  operator.name === null || operator.address.length === 0 || operator.email === null;

function Details({ operator }: { operator: SiteOperator }) {
  const { texts } = useSiteTexts();
  const page = texts.impressum;
  const hasRegister = operator.registerEntry !== null || operator.vatId !== null;
  return (
    <>
      {isMissingRequired(operator) ? (
        <div className="flex flex-col gap-2 rounded-card border-2 border-warning bg-warning-soft p-5">
          <p className="font-bold">{page.missingRequired}</p>
          <p className="text-ink-muted">{texts.common.forOperator}</p>
        </div>
      ) : null}
      <PageSection id="impressum-provider" heading={page.providerHeading}>
        <OperatorDetails
          operator={operator}
          fields={['name', 'address', 'representative']}
          optional={['representative']}
        />
      </PageSection>
      <PageSection id="impressum-contact" heading={page.contactHeading}>
        <OperatorDetails operator={operator} fields={['email', 'phone']} optional={['phone']} />
      </PageSection>
      {hasRegister ? (
        <PageSection id="impressum-register" heading={page.registerHeading}>
          <OperatorDetails
            operator={operator}
            fields={['registerEntry', 'vatId']}
            optional={['registerEntry', 'vatId']}
          />
        </PageSection>
      ) : null}
    </>
  );
}

/** The provider's details (§ 5 DDG) from this installation's configuration, never invented. */
export function ImpressumPage() {
  const { texts } = useSiteTexts();
  const page = texts.impressum;
  return (
    <SitePageFrame
      page="impressum"
      title={page.title}
      intro={page.intro}
      related={['privacy', 'terms', 'contact']}
    >
      <WithSiteInfo>
        {({ operator }) =>
          hasOperatorDetails(operator) ? <Details operator={operator} /> : <NotConfigured />
        }
      </WithSiteInfo>
      <OperatorNote text={page.operatorNote} />
    </SitePageFrame>
  );
}

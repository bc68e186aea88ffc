import type { Language, SiteOperator } from '@ageless/contracts';
import { fill, useSiteTexts } from '../hooks/use-site-texts';
import type { SitePagesTexts } from '../texts/en';
import { NotConfigured, WithSiteInfo } from './OperatorDetails';
import { PageSection, SitePageFrame } from './SitePageFrame';
import { TextSections } from './TextSections';

type Service = keyof SitePagesTexts['contact']['services'];

// Public numbers the guide's own cards also give (api/src/chat/guide/cards); the same in both languages.
const SERVICES: Record<'us' | 'germany', readonly { service: Service; number: string }[]> = {
  us: [
    { service: 'eldercare', number: '1-800-677-1116' },
    { service: 'ssa', number: '1-800-772-1213' },
    { service: 'medicare', number: '1-800-633-4227' },
    { service: 'crisisUs', number: '988' },
    { service: 'emergency', number: '911' },
  ],
  germany: [
    { service: 'drv', number: '0800 1000 4800' },
    { service: 'seelsorge', number: '0800 111 0 111' },
    { service: 'emergency', number: '112' },
  ],
};

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function OperatorContact({ operator }: { operator: SiteOperator }) {
  const { texts } = useSiteTexts();
  const page = texts.contact;
  if (operator.email === null && operator.phone === null)
    return <NotConfigured title={page.notConfiguredTitle} message={page.notConfiguredMessage} />;
  return (
    <>
      <p>
        {page.operatorIntro}
        {operator.name ? <strong> {operator.name}</strong> : null}
      </p>
      <ul className="flex flex-col">
        {operator.email ? (
          <li>
            <a
              href={`mailto:${operator.email}`}
              className="inline-flex min-h-target items-center text-lg"
            >
              {fill(page.writeTo, { email: operator.email })}
            </a>
          </li>
        ) : null}
        {operator.phone ? (
          <li>
            <a
              href={telHref(operator.phone)}
              className="inline-flex min-h-target items-center text-lg"
            >
              {fill(page.callOn, { phone: operator.phone })}
            </a>
          </li>
        ) : null}
      </ul>
      {operator.email ? <p className="text-ink-muted">{page.noBankDetails}</p> : null}
    </>
  );
}

function Services({ country }: { country: 'us' | 'germany' }) {
  const { texts } = useSiteTexts();
  const page = texts.contact;
  const id = `contact-services-${country}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xl font-bold">
        {country === 'us' ? page.usHeading : page.germanyHeading}
      </h3>
      <ul className="flex flex-col">
        {SERVICES[country].map(({ service, number }) => (
          <li key={service}>
            {page.services[service]}:{' '}
            <a href={telHref(number)} className="inline-flex min-h-target items-center">
              {number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

// A German reader most likely lives in Germany; the other country's numbers still follow.
const countryOrder = (language: Language) =>
  language === 'de' ? (['germany', 'us'] as const) : (['us', 'germany'] as const);

/** "Talk to Someone First": how to reach a person here, if the operator said, and who else to call. */
export function ContactPage() {
  const { texts, language } = useSiteTexts();
  const page = texts.contact;
  return (
    <SitePageFrame
      page="contact"
      title={page.title}
      intro={page.intro}
      actions={[{ to: '/chat', label: texts.common.links.chat }]}
      related={['help', 'safety', 'privacy', 'impressum']}
    >
      <PageSection id="contact-operator" heading={page.operatorHeading}>
        <WithSiteInfo>{({ operator }) => <OperatorContact operator={operator} />}</WithSiteInfo>
      </PageSection>
      <TextSections page="contact" sections={page.sections} />
      <PageSection id="contact-services" heading={page.otherHeading}>
        {countryOrder(language).map((country) => (
          <Services key={country} country={country} />
        ))}
      </PageSection>
    </SitePageFrame>
  );
}

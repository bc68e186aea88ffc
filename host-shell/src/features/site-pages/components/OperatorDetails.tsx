import type { ReactNode } from 'react';
import type { SiteInfoResponse, SiteOperator } from '@ageless/contracts';
import { ErrorPanel, Loading } from '@ageless/ui';
import { useSiteInfo } from '../api/site-info';
import { useSiteTexts } from '../hooks/use-site-texts';

export type OperatorField = keyof SiteOperator;

/** Whether the operator has said who they are at all (a name, an address or an e-mail). */
export function hasOperatorDetails(operator: SiteOperator): boolean {
  return operator.name !== null || operator.address.length > 0 || operator.email !== null;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function FieldValue({ operator, field }: { operator: SiteOperator; field: OperatorField }) {
  const { texts } = useSiteTexts();
  if (field === 'address') {
    if (operator.address.length === 0) return <em>{texts.common.notProvided}</em>;
    return (
      <address className="not-italic">
        {operator.address.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    );
  }
  const value = operator[field];
  if (value === null) return <em>{texts.common.notProvided}</em>;
  if (field === 'email')
    return (
      <a href={`mailto:${value}`} className="inline-flex min-h-target items-center">
        {value}
      </a>
    );
  if (field === 'phone')
    return (
      <a href={telHref(value)} className="inline-flex min-h-target items-center">
        {value}
      </a>
    );
  return <>{value}</>;
}

/**
 * The operator's details as a list of label and value. Required fields the operator left empty
 * say so; optional ones (`optional`) are left out when empty, as the law asks for them only where
 * they exist (a register entry, a VAT number, a representative).
 */
export function OperatorDetails({
  operator,
  fields,
  optional = [],
}: {
  operator: SiteOperator;
  fields: readonly OperatorField[];
  optional?: readonly OperatorField[];
}) {
  const { texts } = useSiteTexts();
  const shown = fields.filter((field) => {
    if (!optional.includes(field)) return true;
    return field === 'address' ? operator.address.length > 0 : operator[field] !== null;
  });
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {shown.map((field) => (
        <div key={field} className="contents">
          <dt className="pt-2 font-bold sm:pt-0 sm:min-h-target sm:flex sm:items-center">
            {texts.common.fields[field]}
          </dt>
          <dd className="sm:min-h-target sm:flex sm:items-center">
            <FieldValue operator={operator} field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Said plainly where the operator has not filled in their details: never a made-up one. */
export function NotConfigured({ title, message }: { title?: string; message?: string }) {
  const { texts } = useSiteTexts();
  return (
    <div className="flex flex-col gap-2 rounded-card border-2 border-warning bg-warning-soft p-5">
      <p className="text-xl font-bold">{title ?? texts.common.notConfiguredTitle}</p>
      <p>{message ?? texts.common.notConfiguredMessage}</p>
      <p className="text-ink-muted">{texts.common.forOperator}</p>
    </div>
  );
}

/** Loads the site information and hands it to `children`; shows the wait and a failure itself. */
export function WithSiteInfo({ children }: { children: (info: SiteInfoResponse) => ReactNode }) {
  const { texts } = useSiteTexts();
  const siteInfo = useSiteInfo();
  if (siteInfo.isPending) return <Loading label={texts.common.loading} />;
  if (siteInfo.isError)
    return (
      <ErrorPanel
        title={texts.common.loadFailedTitle}
        message={texts.common.loadFailedMessage}
        onRetry={() => void siteInfo.refetch()}
        retryLabel={texts.common.retry}
        headingLevel={3}
      />
    );
  return <>{children(siteInfo.data)}</>;
}

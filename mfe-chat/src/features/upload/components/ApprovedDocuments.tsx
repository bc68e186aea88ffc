import { useId } from 'react';
import type { KnowledgeUploadReview } from '@ageless/contracts';
import { Button, Card } from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import { useKnowledgeUploads } from '../api/knowledge-documents';
import { needsToken, type StaffToken } from '../hooks/use-staff-token';
import { formatWhen, reviewerKey } from '../lib/review-record';
import { LIST_HEADING, ReviewAction } from './ReviewAction';

function ApprovedDocument({
  document,
  staff,
}: {
  document: KnowledgeUploadReview;
  staff: StaffToken;
}) {
  const { t, language } = useChatLanguage();
  const titleId = useId();
  return (
    <li
      className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0"
      data-testid="approved-document"
    >
      <h3 id={titleId} className="text-lg break-words">
        {document.title}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('upload.filename')}</dt>
        <dd className="break-all">{document.filename}</dd>
        <dt className="font-semibold">{t('upload.approvedList.approvedOn')}</dt>
        <dd>
          {document.approvedAt === null
            ? t('upload.approvedList.notRecorded')
            : t('upload.review.byWhenValue', {
                when: formatWhen(document.approvedAt, language),
                who: t(reviewerKey(document.approvedBy)),
              })}
        </dd>
        <dt className="font-semibold">{t('upload.review.uploadedAt')}</dt>
        <dd>{formatWhen(document.uploadedAt, language)}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <ReviewAction document={document} kind="withdraw" staff={staff} describedBy={titleId} />
      </div>
    </li>
  );
}

/**
 * Approved uploads with who approved them and when, each with "Withdraw approval" (issue 27). Staff
 * only: the list comes from GET /api/knowledge/uploads with the admin token. Most recently approved
 * first, so what was just approved is at the top, next to the heading the focus moves to.
 */
export function ApprovedDocuments({ staff }: { staff: StaffToken }) {
  const { t } = useChatLanguage();
  const uploads = useKnowledgeUploads(staff.token);
  let body;
  if (uploads.isPending) body = <p role="status">{t('upload.approvedList.loading')}</p>;
  else if (uploads.isError)
    body = needsToken(uploads.error) ? (
      <div className="flex flex-col items-start gap-2">
        <p>{t('upload.token.needed')}</p>
        <Button variant="outline" onClick={() => staff.ask('review')}>
          {t('upload.token.enter')}
        </Button>
      </div>
    ) : (
      <p role="alert">{t('upload.approvedList.failed')}</p>
    );
  else {
    const approved = uploads.data.documents
      .filter((document) => document.status === 'approved')
      .sort((a, b) => (b.approvedAt ?? '').localeCompare(a.approvedAt ?? ''));
    body =
      approved.length === 0 ? (
        <p>{t('upload.approvedList.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {approved.map((document) => (
            <ApprovedDocument key={document.id} document={document} staff={staff} />
          ))}
        </ul>
      );
  }
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby={LIST_HEADING.approved} role="region">
      {/* Focus lands here after an approval, when the document has moved to this list. */}
      <h2 id={LIST_HEADING.approved} tabIndex={-1} className="text-2xl">
        {t('upload.approvedList.title')}
      </h2>
      <p>{t('upload.approvedList.intro')}</p>
      <p className="text-ink-muted">{t('upload.approvedList.identity')}</p>
      {body}
    </Card>
  );
}

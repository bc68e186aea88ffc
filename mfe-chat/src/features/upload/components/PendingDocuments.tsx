import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KnowledgeDocumentSummary, KnowledgeUploadReview } from '@ageless/contracts';
import { Button, Card, Spinner } from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import {
  getDocumentPassages,
  useKnowledgeDocuments,
  useKnowledgeUploads,
} from '../api/knowledge-documents';
import { needsToken, type StaffToken } from '../hooks/use-staff-token';
import { formatWhen, reviewerKey } from '../lib/review-record';
import { LIST_HEADING, ReviewAction } from './ReviewAction';

function Passages({ document, staff }: { document: KnowledgeDocumentSummary; staff: StaffToken }) {
  const { t } = useChatLanguage();
  const passages = useQuery({
    queryKey: ['knowledge-document-passages', document.id, staff.token ?? ''],
    queryFn: () => getDocumentPassages(document.id, staff.token),
    retry: false,
  });
  if (passages.isPending)
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t('upload.review.passagesLoading')}
      </p>
    );
  if (passages.isError) {
    if (needsToken(passages.error))
      return (
        <div className="flex flex-col items-start gap-2">
          <p>{t('upload.token.needed')}</p>
          <Button variant="outline" onClick={() => staff.ask('review')}>
            {t('upload.token.enter')}
          </Button>
        </div>
      );
    return <p role="alert">{t('upload.review.readFailed')}</p>;
  }
  const { passages: texts, total } = passages.data;
  return (
    <div className="flex flex-col gap-3">
      {/* Shown as text: React escapes it, so nothing in an upload becomes a link or markup here. */}
      {texts.map((text, index) => (
        <p
          key={index}
          className="rounded-control bg-surface-muted p-3 break-words whitespace-pre-wrap"
          data-testid="review-passage"
        >
          {text}
        </p>
      ))}
      {total > texts.length && (
        <p className="text-ink-muted">{t('upload.review.more', { shown: texts.length, total })}</p>
      )}
    </div>
  );
}

function PendingDocument({
  document,
  review,
  staff,
}: {
  document: KnowledgeDocumentSummary;
  /** Its review record, when staff's list is loaded: an earlier approval that was withdrawn. */
  review: KnowledgeUploadReview | undefined;
  staff: StaffToken;
}) {
  const { t, language } = useChatLanguage();
  const [reading, setReading] = useState(false);
  const titleId = useId();
  const textId = useId();
  const uploaded = formatWhen(document.uploadedAt, language);

  return (
    <li className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <h3 id={titleId} className="text-lg break-words">
        {document.title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('upload.filename')}</dt>
        <dd className="break-all">{document.filename}</dd>
        <dt className="font-semibold">{t('upload.size')}</dt>
        <dd>{t('upload.sizeValue', { count: document.size })}</dd>
        <dt className="font-semibold">{t('upload.review.uploadedAt')}</dt>
        <dd>{uploaded}</dd>
        {review?.withdrawnAt && (
          <>
            <dt className="font-semibold">{t('upload.review.withdrawnOn')}</dt>
            <dd>
              {t('upload.review.byWhenValue', {
                when: formatWhen(review.withdrawnAt, language),
                who: t(reviewerKey(review.withdrawnBy)),
              })}
            </dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          aria-expanded={reading}
          aria-controls={textId}
          aria-describedby={titleId}
          onClick={() => setReading((open) => !open)}
        >
          {t('upload.review.read')}
        </Button>
        <ReviewAction document={document} kind="approve" staff={staff} describedBy={titleId} />
      </div>
      <div id={textId} hidden={!reading}>
        {reading && <Passages document={document} staff={staff} />}
      </div>
    </li>
  );
}

/**
 * Uploads waiting for staff review, each with its text to read and an Approve action that asks
 * first (issues 16 and 27). The list itself is public (titles only); a withdrawn approval is noted
 * from staff's list when the admin token opened it.
 */
export function PendingDocuments({ staff }: { staff: StaffToken }) {
  const { t } = useChatLanguage();
  const documents = useKnowledgeDocuments();
  const reviews = useKnowledgeUploads(staff.token);
  const pending = (documents.data?.documents ?? []).filter(
    (document) => document.status === 'pending',
  );
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby={LIST_HEADING.pending} role="region">
      {/* Focus lands here after a withdrawal, when the document has come back to this list. */}
      <h2 id={LIST_HEADING.pending} tabIndex={-1} className="text-2xl">
        {t('upload.review.title')}
      </h2>
      <p>{t('upload.review.intro')}</p>
      {documents.isPending ? (
        <p role="status">{t('upload.review.loading')}</p>
      ) : pending.length === 0 ? (
        <p>{t('upload.review.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {pending.map((document) => (
            <PendingDocument
              key={document.id}
              document={document}
              review={reviews.data?.documents.find((upload) => upload.id === document.id)}
              staff={staff}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

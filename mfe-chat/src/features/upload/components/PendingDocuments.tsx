import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KnowledgeDocumentSummary } from '@ageless/contracts';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, Spinner, toast } from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import {
  getDocumentPassages,
  useKnowledgeDocuments,
  useReviewDocument,
} from '../api/knowledge-documents';
import { needsToken, type StaffToken } from '../hooks/use-staff-token';

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
  staff,
}: {
  document: KnowledgeDocumentSummary;
  staff: StaffToken;
}) {
  const { t, language } = useChatLanguage();
  const [reading, setReading] = useState(false);
  const review = useReviewDocument();
  const titleId = useId();
  const textId = useId();
  const uploaded = new Date(document.uploadedAt).toLocaleString(
    language === 'de' ? 'de-DE' : 'en-US',
    { dateStyle: 'long', timeStyle: 'short' },
  );

  const approve = () =>
    void staff.run(
      'review',
      async (token) => {
        await review.mutateAsync({ id: document.id, status: 'approved', adminToken: token });
        toast({ title: t('upload.review.approved', { title: document.title }) });
      },
      (error) =>
        toast({
          title: t('upload.review.failed'),
          description:
            (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
            t('upload.failed'),
          variant: 'destructive',
        }),
    );

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
        <Button onClick={approve} disabled={review.isPending} aria-describedby={titleId}>
          {t('upload.review.approve')}
        </Button>
      </div>
      <div id={textId} hidden={!reading}>
        {reading && <Passages document={document} staff={staff} />}
      </div>
    </li>
  );
}

/** Uploads waiting for staff review, each with its text to read and an Approve action (issue 16). */
export function PendingDocuments({ staff }: { staff: StaffToken }) {
  const { t } = useChatLanguage();
  const documents = useKnowledgeDocuments();
  const pending = (documents.data?.documents ?? []).filter(
    (document) => document.status === 'pending',
  );
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="review-title" role="region">
      <h2 id="review-title" className="text-2xl">
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
            <PendingDocument key={document.id} document={document} staff={staff} />
          ))}
        </ul>
      )}
    </Card>
  );
}

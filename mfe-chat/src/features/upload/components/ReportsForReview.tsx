import { useId } from 'react';
import type { ReportForReview } from '@ageless/contracts';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, toast } from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import { type ReportDecision, useOpenReports, useReviewReport } from '../api/admin-reports';
import { needsToken, type StaffToken } from '../hooks/use-staff-token';

function Report({ report, staff }: { report: ReportForReview; staff: StaffToken }) {
  const { t, language } = useChatLanguage();
  const review = useReviewReport();
  const titleId = useId();
  const dismissHintId = useId();
  const upholdHintId = useId();
  const reportedAt = new Date(report.createdAt).toLocaleString(
    language === 'de' ? 'de-DE' : 'en-US',
    { dateStyle: 'long', timeStyle: 'short' },
  );

  const decide = (decision: ReportDecision) =>
    void staff.run(
      'review',
      async (token) => {
        await review.mutateAsync({ id: report.id, decision, adminToken: token });
        toast({
          title: t(decision === 'dismiss' ? 'upload.reports.dismissed' : 'upload.reports.upheld'),
        });
      },
      (error) =>
        toast({
          title: t('upload.reports.reviewFailed'),
          description:
            (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
            t('upload.failed'),
          variant: 'destructive',
        }),
    );

  return (
    <li
      className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0"
      data-testid="open-report"
    >
      <h3 id={titleId} className="text-lg">
        {t(`upload.reports.reasons.${report.reason}`)}
      </h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('upload.reports.reportedAt')}</dt>
        <dd>{reportedAt}</dd>
        <dt className="font-semibold">{t('upload.reports.details')}</dt>
        <dd className="break-words whitespace-pre-wrap">
          {report.details.trim() || t('upload.reports.noDetails')}
        </dd>
        {report.message !== null && (
          <>
            <dt className="font-semibold">{t('upload.reports.message')}</dt>
            <dd>
              <blockquote className="rounded-control bg-surface-muted p-3 break-words whitespace-pre-wrap">
                {report.message}
              </blockquote>
            </dd>
          </>
        )}
        <dt className="font-semibold">{t('upload.reports.person')}</dt>
        <dd>
          <span className="font-mono break-all">{report.reportedProfileId}</span>
          <br />
          {t('upload.reports.count', { count: report.reportsAgainstProfile })}
        </dd>
        <dt className="font-semibold">{t('upload.reports.reporter')}</dt>
        <dd className="flex flex-col gap-1">
          <span>
            {report.reporterAgeDays === null
              ? t('upload.reports.reporterAgeUnknown')
              : t('upload.reports.reporterAge', { count: report.reporterAgeDays })}
          </span>
          {report.reporterIsNew && <span>{t('upload.reports.reporterNew')}</span>}
          {report.sharesNetwork && <span>{t('upload.reports.sharesNetwork')}</span>}
        </dd>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <div className="flex flex-col gap-1 sm:max-w-xs">
          <Button
            variant="outline"
            disabled={review.isPending}
            aria-describedby={`${titleId} ${dismissHintId}`}
            onClick={() => decide('dismiss')}
          >
            {t('upload.reports.dismiss')}
          </Button>
          <p id={dismissHintId} className="text-ink-muted">
            {t('upload.reports.dismissHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1 sm:max-w-xs">
          <Button
            variant="destructive"
            disabled={review.isPending}
            aria-describedby={`${titleId} ${upholdHintId}`}
            onClick={() => decide('uphold')}
          >
            {t('upload.reports.uphold')}
          </Button>
          <p id={upholdHintId} className="text-ink-muted">
            {t('upload.reports.upholdHint')}
          </p>
        </div>
      </div>
    </li>
  );
}

/** Staff's list of open reports about people (issue 18), with the two decisions the API offers. */
export function ReportsForReview({ staff }: { staff: StaffToken }) {
  const { t } = useChatLanguage();
  const reports = useOpenReports(staff.token);
  let body;
  if (reports.isPending) body = <p role="status">{t('upload.reports.loading')}</p>;
  else if (reports.isError)
    body = needsToken(reports.error) ? (
      <div className="flex flex-col items-start gap-2">
        <p>{t('upload.token.needed')}</p>
        <Button variant="outline" onClick={() => staff.ask('review')}>
          {t('upload.token.enter')}
        </Button>
      </div>
    ) : (
      <p role="alert">{t('upload.reports.failed')}</p>
    );
  else if (reports.data.reports.length === 0) body = <p>{t('upload.reports.none')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-4">
        {reports.data.reports.map((report) => (
          <Report key={report.id} report={report} staff={staff} />
        ))}
      </ul>
    );
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby="reports-title" role="region">
      <h2 id="reports-title" className="text-2xl">
        {t('upload.reports.title')}
      </h2>
      <p>{t('upload.reports.intro')}</p>
      {body}
    </Card>
  );
}

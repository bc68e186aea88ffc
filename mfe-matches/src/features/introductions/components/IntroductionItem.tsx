import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardName,
  type Introduction,
  type IntroductionContact,
  type ReportReason,
} from '@ageless/contracts';
import { Badge, Button, Card, Dialog, DialogTrigger, toast } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PersonFace } from '../../../components/PersonFace';
import { actionErrorText } from '../../../lib/api-error';
import { ThreadPanel } from './ThreadPanel';
import { type IntroductionAnswer, useAnswerIntroduction } from '../../../api/introductions';
import { introductionActions, introductionStage, phoneHref } from '../hooks/introduction-stage';
import { AcceptDialog } from './AcceptDialog';
import { MessageWarnings } from '../../../components/MessageWarnings';
import { ReportDialog } from './ReportDialog';

type OpenDialog = 'accept' | 'block' | 'report' | null;

function ContactCard({ contact }: { contact: IntroductionContact }) {
  const { t } = useTranslation('matches');
  return (
    <div className="flex flex-col gap-1 rounded-control border-2 border-success bg-success-soft p-4">
      <p className="text-lg font-bold">{t('inbox.contactName', { name: contact.firstName })}</p>
      <p>
        {contact.kind === 'phone' ? t('inbox.phone') : t('inbox.email')}{' '}
        <a
          className="inline-flex min-h-target items-center font-semibold underline"
          href={contact.kind === 'phone' ? phoneHref(contact.value) : `mailto:${contact.value}`}
        >
          {contact.value}
        </a>
      </p>
    </div>
  );
}

/** One introduction in the inbox, with the answers open to this side at its stage. */
export function IntroductionItem({
  profileId,
  introduction,
  unreadMessages = 0,
  headingLevel = 3,
}: {
  profileId: string;
  introduction: Introduction;
  /** Unread messages in its thread (issue 26 item 4). */
  unreadMessages?: number;
  /** 4 inside a group with a heading of its own (the newcomers' fold), so the outline holds. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const answer = useAnswerIntroduction(profileId, language);
  const [open, setOpen] = useState<OpenDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [threadShown, setThreadShown] = useState(false);
  const threadId = useId();
  const stage = introductionStage(introduction);
  const actions = introductionActions(stage);
  const sent = introduction.direction === 'sent';
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

  const send = (next: IntroductionAnswer, done: string) => {
    setError(null);
    answer.mutate(
      { introductionId: introduction.id, answer: next },
      {
        onSuccess: () => {
          setOpen(null);
          toast({ title: done });
        },
        onError: (cause) => setError(actionErrorText(cause, t('inbox.actionFailed'))),
      },
    );
  };

  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: open === name,
    onOpenChange: (isOpen: boolean) => {
      setOpen(isOpen ? name : null);
      setError(null);
    },
  });

  return (
    <Card className="flex flex-col gap-3" data-testid="introduction">
      <Heading className="text-lg font-bold">
        {sent
          ? t('inbox.sent', { blueprint: introduction.blueprint.name })
          : t('inbox.received', { blueprint: introduction.blueprint.name })}
      </Heading>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">
          {t('inbox.distance', { band: t(`distance.${introduction.distanceBadge}`) })}
        </Badge>
      </div>
      <PersonFace
        title={sent ? t('inbox.whoYouAsked') : t('inbox.whoAsks')}
        name={cardName(introduction.card) ?? t('inbox.noName')}
        card={introduction.card}
      />
      <div>
        <p className="font-semibold">{sent ? t('inbox.yourMessage') : t('inbox.theirMessage')}</p>
        <blockquote className="border-l-4 border-border-strong pl-4 break-words whitespace-pre-line">
          {introduction.message}
        </blockquote>
      </div>
      {sent ? null : (
        <MessageWarnings money={introduction.moneyWarning} signs={introduction.scamSigns} />
      )}
      <p className="font-semibold">{t(`inbox.status.${stage}`)}</p>
      {introduction.contact ? <ContactCard contact={introduction.contact} /> : null}
      {introduction.status === 'accepted' ? (
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            className="self-start"
            aria-expanded={threadShown}
            aria-controls={threadId}
            onClick={() => setThreadShown((shown) => !shown)}
          >
            {threadShown
              ? t('thread.hide')
              : unreadMessages > 0
                ? t('thread.showUnread', { count: unreadMessages })
                : t('thread.show')}
          </Button>
          <div id={threadId}>
            {threadShown ? (
              <ThreadPanel
                profileId={profileId}
                introductionId={introduction.id}
                onReport={() => setOpen('report')}
                onBlock={() => setOpen('block')}
              />
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions.accept || actions.share ? (
          <Dialog {...dialogProps('accept')}>
            <DialogTrigger asChild>
              <Button>{actions.accept ? t('inbox.accept') : t('inbox.share')}</Button>
            </DialogTrigger>
            <AcceptDialog
              pending={answer.isPending}
              error={error}
              onSubmit={(contact) => send({ action: 'accept', contact }, t('inbox.accepted'))}
            />
          </Dialog>
        ) : null}
        {actions.decline ? (
          <Button
            variant="outline"
            disabled={answer.isPending}
            onClick={() => send({ action: 'decline' }, t('inbox.declined'))}
          >
            {t('inbox.decline')}
          </Button>
        ) : null}
        <Dialog {...dialogProps('block')}>
          <DialogTrigger asChild>
            <Button variant="outline">{t('inbox.block')}</Button>
          </DialogTrigger>
          <ConfirmDialog
            title={t('inbox.blockDialog.title')}
            message={t('inbox.blockDialog.message')}
            confirmLabel={t('inbox.blockDialog.confirm')}
            pending={answer.isPending}
            error={error}
            onConfirm={() => send({ action: 'block' }, t('inbox.blocked'))}
          />
        </Dialog>
        <Dialog {...dialogProps('report')}>
          <DialogTrigger asChild>
            <Button variant="outline">{t('inbox.report')}</Button>
          </DialogTrigger>
          <ReportDialog
            pending={answer.isPending}
            error={error}
            onSubmit={(reason: ReportReason, details: string) =>
              send({ action: 'report', reason, details }, t('inbox.reported'))
            }
          />
        </Dialog>
      </div>
      {error && open === null ? (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

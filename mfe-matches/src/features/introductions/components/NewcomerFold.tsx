import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Introduction } from '@ageless/contracts';
import { Button, Dialog, DialogTrigger, toast } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { actionErrorText } from '../../../lib/api-error';
import { useDeclineNewcomers } from '../../../api/introductions';
import { IntroductionItem } from './IntroductionItem';

/**
 * Up to this many the group starts open: one honest newcomer's request, the usual case while
 * everyone is new, is read without a search; a wave starts folded.
 */
export const OPEN_UP_TO = 3;

/**
 * What makes two requests alike: their words, whatever the case, spacing, punctuation or numbers
 * ("Hello, I'd like to meet!" and "hello i'd like to meet 2"), so a wave of one text is one entry.
 */
export const alikeKey = (message: string): string =>
  (
    message
      .normalize('NFKC')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).join(' ');

/**
 * The requests in groups of alike ones, in the list's order (networks that sent her fewer first),
 * single ones before groups: a wave of near-identical requests is one entry after the others
 * (sixteenth hostile pass #1: 30 to 40 near-identical requests filled the group).
 */
export function alikeGroups(requests: readonly Introduction[]): Introduction[][] {
  const groups = new Map<string, Introduction[]>();
  for (const request of requests) {
    const key = alikeKey(request.message);
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  return [...groups.values()].sort(
    (one, other) => Number(one.length > 1) - Number(other.length > 1),
  );
}

/** One request, and behind a button the requests alike to it. */
function AlikeGroup({ profileId, group }: { profileId: string; group: Introduction[] }) {
  const { t } = useTranslation('matches');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [first, ...alike] = group;
  if (!first) return null;
  return (
    <div className="flex flex-col gap-3">
      <IntroductionItem profileId={profileId} introduction={first} headingLevel={4} />
      {alike.length > 0 ? (
        <>
          <Button
            variant="outline"
            className="self-start"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open
              ? t('inbox.newcomers.alike.hide')
              : t('inbox.newcomers.alike.show', { count: alike.length })}
          </Button>
          <ul id={listId} className="flex flex-col gap-4">
            {open
              ? alike.map((introduction) => (
                  <li key={introduction.id}>
                    <IntroductionItem
                      profileId={profileId}
                      introduction={introduction}
                      headingLevel={4}
                    />
                  </li>
                ))
              : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * Requests from people who joined recently, folded in one group (fifteenth hostile pass #2): a
 * wave of throwaway profiles lands here instead of turning honest newcomers away, and the person
 * reads them when she chooses, or declines them all at once.
 */
export function NewcomerFold({
  profileId,
  requests,
  total,
}: {
  profileId: string;
  /** The folded requests the list carries, in its order. */
  requests: Introduction[];
  /** How many wait in the group in all. */
  total: number;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const decline = useDeclineNewcomers(profileId, language);
  const [open, setOpen] = useState(total <= OPEN_UP_TO);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const listId = useId();

  const declineAll = () => {
    setError(null);
    // Up to the newest she could see: one that came in after is not declined unseen.
    const upTo = requests
      .map((request) => request.createdAt)
      .sort()
      .at(-1);
    decline.mutate(upTo === undefined ? {} : { upTo }, {
      onSuccess: ({ declined }) => {
        setConfirming(false);
        setOpen(false);
        toast({ title: t('inbox.newcomers.declined', { count: declined }) });
      },
      onError: (cause) => setError(actionErrorText(cause, t('inbox.actionFailed'))),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-control border-2 border-border-strong p-4"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('inbox.newcomers.title', { count: total })}
      </h3>
      <p>{t('inbox.newcomers.why')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('inbox.newcomers.hide') : t('inbox.newcomers.show', { count: total })}
        </Button>
        <Dialog
          open={confirming}
          onOpenChange={(isOpen) => {
            setConfirming(isOpen);
            setError(null);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="outline">{t('inbox.newcomers.declineAll')}</Button>
          </DialogTrigger>
          <ConfirmDialog
            title={t('inbox.newcomers.declineDialog.title')}
            message={t('inbox.newcomers.declineDialog.message', { count: total })}
            confirmLabel={t('inbox.newcomers.declineDialog.confirm')}
            pending={decline.isPending}
            error={error}
            onConfirm={declineAll}
          />
        </Dialog>
      </div>
      <div id={listId}>
        {open ? (
          <div className="flex flex-col gap-3">
            {requests.length < total ? (
              <p>{t('inbox.newcomers.newest', { shown: requests.length, total })}</p>
            ) : null}
            <ul className="flex flex-col gap-4">
              {alikeGroups(requests).map((group) => (
                <li key={group[0]?.id}>
                  <AlikeGroup profileId={profileId} group={group} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName, type NearbyPerson } from '@ageless/contracts';
import { Badge, Button, Card, Dialog, DialogTrigger, PersonCardFacts, toast } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { actionErrorText } from '../../../lib/api-error';
import { useBlockPerson, useRequestIntroduction } from '../../../api/introductions';
import { AskDialog } from './AskDialog';

function Facts({ label, items }: { label: string; items: string[] }) {
  const { t } = useTranslation('matches');
  return (
    <div>
      <p className="font-semibold">{label}</p>
      <p>{items.length > 0 ? items.join(', ') : t('blueprint.nothing')}</p>
    </div>
  );
}

/**
 * One person near this profile: what they chose to show (issue 26 item 3), then the option labels
 * they chose; never their other words. Numbered when they show no first name.
 */
export function NearbyPersonCard({
  profileId,
  blueprintKey,
  person,
  number,
  canAsk,
}: {
  profileId: string;
  blueprintKey: string;
  person: NearbyPerson;
  number: number;
  canAsk: boolean;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const ask = useRequestIntroduction(profileId, language);
  const block = useBlockPerson(profileId, language);
  const [open, setOpen] = useState<'ask' | 'hide' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const target = { blueprintKey, handle: person.handle };
  const name = cardName(person.card) ?? t('blueprint.person', { number });

  const dialogProps = (name: 'ask' | 'hide') => ({
    open: open === name,
    onOpenChange: (isOpen: boolean) => {
      setOpen(isOpen ? name : null);
      setError(null);
    },
  });
  const failed = (cause: unknown) => setError(actionErrorText(cause, t('inbox.actionFailed')));

  const state = person.introduction
    ? person.introduction.status === 'pending'
      ? person.introduction.direction === 'sent'
        ? t('blueprint.state.sentPending')
        : t('blueprint.state.receivedPending')
      : t(`blueprint.state.${person.introduction.status}`)
    : null;

  return (
    <Card className="flex flex-col gap-3" data-testid="nearby-person">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold">{name}</h3>
        <Badge variant="outline">{t(`distance.${person.distanceBadge}`)}</Badge>
      </div>
      <PersonCardFacts card={person.card} />
      {/* The same bands as the match cards; an unknown distance is said by the badge already. */}
      {person.distanceBand && person.distanceBand !== 'unknown' ? (
        <p>{t(`distance.bands.${person.distanceBand}`)}</p>
      ) : null}
      <Facts label={t('blueprint.brings')} items={person.brings} />
      <Facts label={t('blueprint.needs')} items={person.needs} />
      <Facts label={t('blueprint.sharedValues')} items={person.sharedValues} />
      <Facts label={t('blueprint.time')} items={person.time ? [person.time] : []} />
      <Facts label={t('blueprint.energy')} items={person.energy ? [person.energy] : []} />
      {state ? <p className="font-semibold">{state}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {canAsk && !person.introduction ? (
          <Dialog {...dialogProps('ask')}>
            <DialogTrigger asChild>
              <Button aria-label={t('blueprint.askLabel', { name })}>{t('blueprint.ask')}</Button>
            </DialogTrigger>
            <AskDialog
              pending={ask.isPending}
              error={error}
              onSubmit={(message) =>
                ask.mutate(
                  { ...target, message },
                  {
                    onSuccess: () => {
                      setOpen(null);
                      toast({ title: t('blueprint.askDialog.sent') });
                    },
                    onError: failed,
                  },
                )
              }
            />
          </Dialog>
        ) : null}
        <Dialog {...dialogProps('hide')}>
          <DialogTrigger asChild>
            <Button variant="outline" aria-label={t('blueprint.hideLabel', { name })}>
              {t('blueprint.hide')}
            </Button>
          </DialogTrigger>
          <ConfirmDialog
            title={t('inbox.blockDialog.title')}
            message={t('inbox.blockDialog.message')}
            confirmLabel={t('inbox.blockDialog.confirm')}
            pending={block.isPending}
            error={error}
            onConfirm={() =>
              block.mutate(target, {
                onSuccess: () => {
                  setOpen(null);
                  toast({ title: t('blueprint.hidden') });
                },
                onError: failed,
              })
            }
          />
        </Dialog>
      </div>
    </Card>
  );
}

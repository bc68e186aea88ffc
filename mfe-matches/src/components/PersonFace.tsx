import { useTranslation } from 'react-i18next';
import { type PersonCard } from '@ageless/contracts';
import { PersonCardFacts } from '@ageless/ui';

/**
 * Who an introduction is with, as they chose to be seen (issue 26 item 3): the person asked sees
 * the asker's card before answering, and the asker the card of the person asked.
 */
export function PersonFace({
  title,
  name,
  card,
}: {
  title: string;
  name: string;
  card: PersonCard | undefined;
}) {
  const { t } = useTranslation('personCard');
  return (
    <div
      data-testid="person-face"
      className="flex flex-col gap-1 rounded-control border-2 border-border p-4"
    >
      <p className="font-semibold text-ink-muted">{title}</p>
      <p className="text-xl font-bold">{name}</p>
      <PersonCardFacts card={card} emptyText={t('nothingChosen')} />
    </div>
  );
}

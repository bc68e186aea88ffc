import { useTranslation } from 'react-i18next';
import { type CardLanguage, type PersonCard } from '@ageless/contracts';

/** Language names in the page's language ('Deutsch, Englisch'), from the browser's own data. */
export function languageNames(codes: readonly CardLanguage[], pageLanguage: string): string[] {
  const names = new Intl.DisplayNames([pageLanguage], { type: 'language', fallback: 'code' });
  return codes.map((code) => names.of(code) ?? code);
}

/**
 * What a person chose to show (issue 26 item 3), as a labelled list: age band, town or district,
 * languages and their sentence. Only the fields present are drawn; with none, `emptyText`.
 * The same component is the wizard's preview and the card other people see.
 */
export function PersonCardFacts({
  card,
  emptyText,
}: {
  card: PersonCard | undefined;
  /** Said when nothing was chosen; nothing is drawn when left out. */
  emptyText?: string;
}) {
  const { t, i18n } = useTranslation('personCard');
  const rows: [string, string][] = [];
  if (card?.ageBand) rows.push([t('age'), t(`ageBands.${card.ageBand}`)]);
  if (card?.place) rows.push([t('place'), card.place]);
  if (card?.languages?.length)
    rows.push([t('languages'), languageNames(card.languages, i18n.language).join(', ')]);
  if (card?.about) rows.push([t('about'), card.about]);
  if (rows.length === 0) return emptyText ? <p className="text-ink-muted">{emptyText}</p> : null;
  return (
    <dl className="flex flex-col gap-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col sm:flex-row sm:gap-2">
          <dt className="font-semibold">{label}:</dt>
          {/* Their own words stay theirs: no markup, wrapped however long a word is. */}
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { PensionSource } from '@ageless/contracts';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { formatDate } from '../lib/format';

export interface ResultNotesProps {
  assumptions: string[];
  sources: PensionSource[];
}

/** What an estimate assumes and where its rules come from: every figure cites its source. */
export function ResultNotes({ assumptions, sources }: ResultNotesProps) {
  const { t, language } = useCalculatorLanguage();
  return (
    <div className="flex flex-col gap-4">
      {assumptions.length > 0 && (
        <section>
          <h3 className="mb-2 text-xl">{t('assumptions')}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </section>
      )}
      {sources.length > 0 && (
        <section>
          <h3 className="mb-2 text-xl">{t('sources')}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {sources.map((source) => (
              <li key={`${source.url} ${source.title}`}>
                <a href={source.url} target="_blank" rel="noreferrer" className="underline">
                  {source.title}
                </a>
                {/* The figure's own date, written as people read a date (not 2026-07-01). */}
                {source.validFrom ? ` (${formatDate(source.validFrom, language)})` : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

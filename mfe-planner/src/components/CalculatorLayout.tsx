import type { ReactNode } from 'react';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';

export interface CalculatorLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

export function CalculatorLayout({ title, intro, children }: CalculatorLayoutProps) {
  const { t } = useCalculatorLanguage();
  return (
    // Long German words wrap (hyphenated in the page's language, anywhere where no hyphenation
    // dictionary is installed) instead of widening the page at
    // 320 px with the largest text; amounts are kept whole where they are shown (DataTable).
    <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6 py-4 wrap-anywhere hyphens-auto">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="text-lg">{intro}</p>
      </div>
      <p className="rounded-card border-2 border-warning bg-warning-soft p-4">{t('disclaimer')}</p>
      {children}
    </div>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { Card, cx } from '@ageless/ui';
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
        {/* At most 10.5 % of the window: a 12-letter title ("Rentenplaner") stays whole on a
            320 px phone with the largest text instead of breaking mid-word. */}
        <h1 className="text-[min(1.875rem,10.5vw)] sm:text-4xl">{title}</h1>
        <p className="text-lg">{intro}</p>
      </div>
      <p className="rounded-card border-2 border-warning bg-warning-soft p-4">{t('disclaimer')}</p>
      {children}
    </div>
  );
}

/**
 * A calculator's form or result card. On a phone its padding is smaller: with the largest text
 * the card's usual padding took a third of a 320 px window from the words inside it.
 */
export function CalculatorCard({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <Card className={cx('max-sm:p-3', className)} {...rest} />;
}

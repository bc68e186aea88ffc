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
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="text-lg">{intro}</p>
      </div>
      <p className="rounded-card border-2 border-warning bg-warning-soft p-4">{t('disclaimer')}</p>
      {children}
    </div>
  );
}

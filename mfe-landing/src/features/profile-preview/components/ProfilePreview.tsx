import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CheckboxField, LinkButton, Progress } from '@ageless/ui';

const OPTIONS = ['space', 'tools', 'land', 'transportation'] as const;
type Option = (typeof OPTIONS)[number];

// Spec §2: a static preview of step 2 of 4 at 50 %; ticks stay on this page only.
export function ProfilePreview() {
  const { t } = useTranslation('landing');
  const [checked, setChecked] = useState<Record<Option, boolean>>({
    space: false,
    tools: false,
    land: false,
    transportation: false,
  });

  return (
    <section aria-labelledby="profile-preview-title" className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="profile-preview-title" className="text-3xl">
          {t('profileCard.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('profileCard.intro')}</p>
      </div>
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <p className="font-semibold text-ink-muted">{t('profileCard.step')}</p>
        <Progress value={50} aria-label={t('profileCard.progress')} />
        {/* min-w-0: a fieldset is otherwise as wide as its longest word. */}
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-xl font-bold">{t('profileCard.stepTitle')}</legend>
          <p className="mb-2 text-ink-muted">{t('profileCard.stepHint')}</p>
          {OPTIONS.map((option) => (
            <CheckboxField
              key={option}
              label={t(`profileCard.options.${option}`)}
              checked={checked[option]}
              onCheckedChange={(value) =>
                setChecked((current) => ({ ...current, [option]: value === true }))
              }
            />
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {/* Spec §2 gives Previous no action; the step before this one is the wizard's first
              (issue 27, docs/DECISIONS.md). */}
          <LinkButton to="/onboarding" variant="outline">
            {t('profileCard.previous')}
          </LinkButton>
          <LinkButton to="/onboarding">{t('profileCard.continue')}</LinkButton>
        </div>
      </Card>
    </section>
  );
}

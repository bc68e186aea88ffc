import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_BANDS, type AgeBand, CARD_LANGUAGES, PERSON_CARD_LIMITS } from '@ageless/contracts';
import { Card, Label, languageNames, PersonCardFacts, Select } from '@ageless/ui';
import { type FirstNameProblem } from '@ageless/contracts';
import { cardFirstNameProblem, cardPreview, type ProfileForm } from '../hooks/profile-form';
import { Group, TextField, Toggle } from './fields';

type Update = <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => void;

// Each problem in its own words: 'Admin' needs a different answer than 'Anna1' (hostile pass 7 #5).
const FIRST_NAME_MESSAGES = {
  notAName: 'card.firstNameInvalid',
  mixedAlphabets: 'card.firstNameMixedAlphabets',
  notOwnName: 'card.firstNameNotOwn',
} as const satisfies Record<FirstNameProblem, string>;

/** The card others would see now, drawn as the matches page draws it; updated as the person types. */
export function CardPreview({ form, town }: { form: ProfileForm; town: string | null }) {
  const { t } = useTranslation('onboarding');
  const card = cardPreview(form, town);
  const headingId = useId();
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      data-testid="card-preview"
      className="flex flex-col gap-2 border-2 border-primary"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('card.previewTitle')}
      </h3>
      {card ? (
        <p className="text-xl font-bold">{card.firstName ?? t('card.previewNoName')}</p>
      ) : null}
      <PersonCardFacts card={card} emptyText={card ? undefined : t('card.previewEmpty')} />
    </Card>
  );
}

/**
 * Issue 26 item 3, "people with a face, by choice": the fields others may see, each shown only
 * when filled in or ticked, with a live preview. Part of the last step, so the spec's four steps stay.
 */
export function WhatOthersSee({
  form,
  update,
  town,
  firstNameRef,
}: {
  form: ProfileForm;
  update: Update;
  /** The town the place check read (what others would see); null when none was read. */
  town: string | null;
  firstNameRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const { t: tCard } = useTranslation('personCard');
  const ageId = useId();
  const names = languageNames(CARD_LANGUAGES, i18n.language);
  const aboutLength = form.cardAbout.length;
  const nameProblem = cardFirstNameProblem(form.cardFirstName);
  return (
    <section aria-labelledby={`${ageId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={`${ageId}-title`} className="text-xl font-bold">
          {t('card.title')}
        </h3>
        <p className="text-ink-muted">{t('card.intro')}</p>
      </div>
      <TextField
        label={t('card.firstName')}
        hint={t('card.firstNameHint')}
        value={form.cardFirstName}
        onChange={(value) => update('cardFirstName', value)}
        autoComplete="given-name"
        maxLength={PERSON_CARD_LIMITS.firstNameLength}
        error={nameProblem ? t(FIRST_NAME_MESSAGES[nameProblem]) : undefined}
        inputRef={firstNameRef}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={ageId}>
          {t('card.ageBand')} <span className="font-normal text-ink-muted">{t('optional')}</span>
        </Label>
        <Select
          id={ageId}
          value={form.cardAgeBand}
          onChange={(event) => update('cardAgeBand', event.target.value as AgeBand | '')}
        >
          <option value="">{t('card.ageBandNone')}</option>
          {AGE_BANDS.map((band) => (
            <option key={band} value={band}>
              {tCard(`ageBands.${band}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Toggle
          label={town ? t('card.showPlaceTown', { town }) : t('card.showPlace')}
          checked={form.cardShowPlace}
          onChange={(value) => update('cardShowPlace', value)}
        />
        <p className="text-ink-muted">{t('card.showPlaceHint')}</p>
      </div>
      <Group legend={t('card.languages')} columns>
        {CARD_LANGUAGES.map((code, index) => (
          <Toggle
            key={code}
            label={names[index] ?? code}
            checked={form.cardLanguages.includes(code)}
            onChange={(on) =>
              update(
                'cardLanguages',
                on
                  ? [...form.cardLanguages.filter((other) => other !== code), code]
                  : form.cardLanguages.filter((other) => other !== code),
              )
            }
          />
        ))}
      </Group>
      <TextField
        label={t('card.about')}
        hint={`${t('card.aboutHint')} ${t('card.aboutCount', { count: aboutLength, max: PERSON_CARD_LIMITS.aboutLength })}`}
        value={form.cardAbout}
        onChange={(value) => update('cardAbout', value)}
        maxLength={PERSON_CARD_LIMITS.aboutLength}
        multiline
      />
      <CardPreview form={form} town={town} />
    </section>
  );
}

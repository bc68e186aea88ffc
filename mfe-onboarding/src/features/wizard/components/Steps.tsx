import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENERGY_LEVEL_OPTIONS,
  SKILL_OPTIONS,
  TIME_AVAILABLE_OPTIONS,
  VALUE_OPTIONS,
} from '@ageless/contracts';
import { usePlaceCheck } from '../api/place-check';
import { type BooleanField, type ProfileForm } from '../hooks/profile-form';
import { Group, RadioGroup, TextField, Toggle } from './fields';
import { PlaceStatus } from './PlaceStatus';
import { WhatOthersSee } from './WhatOthersSee';

export interface StepProps {
  form: ProfileForm;
  update: <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => void;
  /** Set when the optional email does not look like an address (checked on the last step). */
  emailError?: string;
  emailRef?: Ref<HTMLInputElement>;
  /** The card's first name field, focused when the name is not one (checked on the last step). */
  firstNameRef?: Ref<HTMLInputElement>;
}

function toggleIn(list: string[], item: string, on: boolean): string[] {
  return on ? [...list.filter((other) => other !== item), item] : list.filter((o) => o !== item);
}

function Booleans({
  fields,
  ns,
  form,
  update,
}: StepProps & { fields: BooleanField[]; ns: string }) {
  const { t } = useTranslation('onboarding');
  return fields.map((field) => (
    <Toggle
      key={field}
      label={t(`${ns}.${field}` as 'have.hasSpace')}
      checked={form[field]}
      onChange={(value) => update(field, value)}
    />
  ));
}

export function HaveStep(props: StepProps) {
  const { t } = useTranslation('onboarding');
  const { form, update } = props;
  return (
    <>
      <Group legend={t('have.resources')}>
        <Booleans
          {...props}
          ns="have"
          fields={['hasSpace', 'hasTools', 'hasLand', 'hasTransportation', 'hasEquipment']}
        />
      </Group>
      <TextField
        label={t('have.physicalAssets')}
        hint={t('have.physicalAssetsHint')}
        value={form.physicalAssets}
        onChange={(value) => update('physicalAssets', value)}
        multiline
      />
    </>
  );
}

export function CanStep({ form, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <Group legend={t('can.skills')} hint={t('can.skillsHint')} columns>
        {SKILL_OPTIONS.map((skill) => (
          <Toggle
            key={skill}
            label={t(`can.skillOptions.${skill}`)}
            checked={form.skills.includes(skill)}
            onChange={(on) => update('skills', toggleIn(form.skills, skill, on))}
          />
        ))}
      </Group>
      <RadioGroup
        legend={t('can.timeAvailable')}
        name="timeAvailable"
        options={TIME_AVAILABLE_OPTIONS}
        value={form.timeAvailable}
        labelOf={(option) => t(`can.timeOptions.${option}`)}
        onChange={(value) => update('timeAvailable', value)}
      />
      <RadioGroup
        legend={t('can.energyLevel')}
        name="energyLevel"
        options={ENERGY_LEVEL_OPTIONS}
        value={form.energyLevel}
        labelOf={(option) => t(`can.energyOptions.${option}`)}
        onChange={(value) => update('energyLevel', value)}
      />
      <Toggle
        label={t('can.caregivingAbility')}
        checked={form.caregivingAbility}
        onChange={(value) => update('caregivingAbility', value)}
      />
      <TextField
        label={t('can.professionalExperience')}
        hint={t('can.professionalExperienceHint')}
        value={form.professionalExperience}
        onChange={(value) => update('professionalExperience', value)}
        multiline
      />
    </>
  );
}

export function NeedStep(props: StepProps) {
  const { t } = useTranslation('onboarding');
  const { form, update } = props;
  return (
    <>
      <Group legend={t('need.needs')}>
        <Booleans
          {...props}
          ns="need"
          fields={['needsHousing', 'needsCompanionship', 'needsTechHelp', 'needsBusinessHelp']}
        />
      </Group>
      <TextField
        label={t('need.specificNeeds')}
        value={form.specificNeeds}
        onChange={(value) => update('specificNeeds', value)}
        multiline
      />
    </>
  );
}

export function MotivatesStep({ form, update, emailError, emailRef, firstNameRef }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const place = usePlaceCheck(form.location, i18n.language === 'de' ? 'de' : 'en');
  const town =
    place.kind === 'checked' && place.result.found === 'city' ? (place.result.town ?? null) : null;
  return (
    <>
      <TextField
        label={t('motivates.purpose')}
        value={form.purpose}
        onChange={(value) => update('purpose', value)}
        multiline
      />
      <Group legend={t('motivates.values')} columns>
        {VALUE_OPTIONS.map((value) => (
          <Toggle
            key={value}
            label={t(`motivates.valueOptions.${value}`)}
            checked={form.values.includes(value)}
            onChange={(on) => update('values', toggleIn(form.values, value, on))}
          />
        ))}
      </Group>
      <TextField
        label={t('motivates.lifestyle')}
        hint={t('motivates.lifestyleHint')}
        value={form.lifestyle}
        onChange={(value) => update('lifestyle', value)}
      />
      <TextField
        label={t('motivates.location')}
        hint={t('motivates.locationHint')}
        value={form.location}
        onChange={(value) => update('location', value)}
        status={<PlaceStatus check={place} />}
      />
      <WhatOthersSee form={form} update={update} town={town} firstNameRef={firstNameRef} />
      <TextField
        label={t('motivates.notifyEmail')}
        hint={t('motivates.notifyEmailHint')}
        value={form.notifyEmail}
        onChange={(value) => update('notifyEmail', value)}
        type="email"
        autoComplete="email"
        error={emailError}
        inputRef={emailRef}
      />
    </>
  );
}

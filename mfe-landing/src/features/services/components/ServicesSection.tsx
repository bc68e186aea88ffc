import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ACCESS_SERVICE_PROMPTS,
  type AccessServiceId,
  detectMarket,
  disclaimerFor,
  type DisclaimerCategory,
  type Language,
} from '@ageless/contracts';
import {
  Badge,
  Button,
  Card,
  CheckboxField,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ageless/ui';

// Spec §2: five service cards; each disclaimer category comes from @ageless/contracts.
const SERVICES: readonly { id: AccessServiceId; category: DisclaimerCategory }[] = [
  { id: 'pension', category: 'pension-pathfinder' },
  { id: 'medicalTourism', category: 'medical-tourism' },
  { id: 'longevity', category: 'longevity-optimizer' },
  { id: 'overseas', category: 'overseas-retirement' },
  { id: 'knowledge', category: 'knowledge-base' },
];

function ServiceDialog({
  service,
  onOpenChange,
}: {
  service: (typeof SERVICES)[number] | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('landing');
  const navigate = useNavigate();
  const [understood, setUnderstood] = useState(false);
  const language: Language = i18n.language === 'de' ? 'de' : 'en';
  if (!service) return null;
  const disclaimer = disclaimerFor(service.category, detectMarket(), language);
  const title = t(`services.items.${service.id}.title`);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('services.dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('services.dialog.title')}</DialogTitle>
          <DialogDescription>{t('services.dialog.intro', { service: title })}</DialogDescription>
        </DialogHeader>
        <p className="rounded-control border-l-4 border-warning bg-warning-soft p-4">
          {disclaimer.text}
        </p>
        <CheckboxField
          label={t('services.dialog.acknowledge')}
          checked={understood}
          onCheckedChange={(value) => setUnderstood(value === true)}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('services.dialog.cancel')}</Button>
          </DialogClose>
          {/* The pension service also has its own calculator (issue 10), behind the same acknowledgement. */}
          {service.id === 'pension' && (
            <Button
              variant="secondary"
              disabled={!understood}
              onClick={() => navigate('/pension-planner')}
            >
              {t('services.dialog.openCalculator')}
            </Button>
          )}
          <Button
            disabled={!understood}
            onClick={() =>
              navigate(
                `/chat?prompt=${encodeURIComponent(ACCESS_SERVICE_PROMPTS[service.id][language])}`,
              )
            }
          >
            {t('services.dialog.proceed')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function ServicesSection() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<(typeof SERVICES)[number] | null>(null);

  return (
    <section aria-labelledby="services-title" className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="services-title" className="text-3xl">
          {t('services.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('services.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id} data-testid="service-card">
            <Card className="flex h-full flex-col gap-3">
              <Badge variant="secondary" className="self-start">
                {t(`services.items.${service.id}.badge`)}
              </Badge>
              <h3 className="text-xl font-bold">{t(`services.items.${service.id}.title`)}</h3>
              <p>{t(`services.items.${service.id}.description`)}</p>
              <p className="text-sm text-ink-muted">
                <span className="font-semibold">{t('services.features')}: </span>
                {t(`services.items.${service.id}.features`)}
              </p>
              <Button className="mt-auto w-full" onClick={() => setOpen(service)}>
                {t('services.access')}
                <span className="sr-only">: {t(`services.items.${service.id}.title`)}</span>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {/* Keyed so the tick starts cleared for every service. */}
      <ServiceDialog
        key={open?.id ?? 'closed'}
        service={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      />
    </section>
  );
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cx } from '../lib/cx.js';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toast-store.js';

const VARIANTS = {
  default: 'border-border-strong bg-surface text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
} as const;

/** Renders the current toast; AppProviders mounts it once per page. */
export function Toaster() {
  const { t } = useTranslation('common');
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label={t('toast.region')}>
      {items.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cx(
            'relative flex w-full items-start gap-3 rounded-card border-2 p-4 pr-14 shadow-overlay motion-safe:animate-toast-in data-[state=closed]:hidden',
            VARIANTS[variant],
          )}
        >
          <div className="flex flex-col gap-1">
            <ToastPrimitive.Title className="font-bold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description>{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute top-1 right-1 inline-flex size-target items-center justify-center rounded-control hover:opacity-80"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

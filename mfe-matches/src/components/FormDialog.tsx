import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ageless/ui';

/**
 * A dialog whose body is one short form: title, what it is for, the fields, the server's answer when
 * it refused, then Cancel and the action. The dialogs differ only in their fields and their checks;
 * a yes/no question is the same form without fields.
 */
export function FormDialog({
  title,
  message,
  submitLabel,
  cancelLabel,
  destructive = false,
  pending,
  error,
  onSubmit,
  children,
}: {
  title: string;
  message: string;
  submitLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('matches');
  return (
    <DialogContent closeLabel={t('close')}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
      </DialogHeader>
      {/* noValidate: our own messages (in the reader's language, next to the field) replace the
          browser's bubbles, which vanish after a few seconds and ignore 200 % zoom. */}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        {error ? (
          <p role="alert" className="font-semibold text-danger">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel ?? t('cancel')}</Button>
          </DialogClose>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending}
          >
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

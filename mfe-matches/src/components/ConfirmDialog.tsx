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

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('matches');
  return (
    <DialogContent closeLabel={t('close')}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
      </DialogHeader>
      {error ? (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{cancelLabel ?? t('cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

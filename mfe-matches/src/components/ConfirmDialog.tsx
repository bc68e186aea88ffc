import { FormDialog } from './FormDialog';

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
  return (
    <FormDialog
      title={title}
      message={message}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive
      pending={pending}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    />
  );
}

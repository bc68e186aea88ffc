import { Button } from './Button.js';

export interface ErrorPanelProps {
  title: string;
  message: string;
  /** Shown with a button when the failed action can be tried again. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3;
}

export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel,
  headingLevel = 2,
}: ErrorPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-card border-2 border-danger bg-danger-soft p-5 text-ink sm:p-6"
      role="alert"
    >
      <Heading className="text-xl font-bold">{title}</Heading>
      <p>{message}</p>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}

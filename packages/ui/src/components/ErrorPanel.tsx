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
    <div className="card error-panel" role="alert">
      <Heading className="error-panel__title">{title}</Heading>
      <p>{message}</p>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}

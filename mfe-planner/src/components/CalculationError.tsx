import { ApiRequestError } from '@ageless/api-client';
import { ErrorPanel } from '@ageless/ui';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';

/** A refused or failed calculation, with the API's own explanation (it names the field). */
export function CalculationError({ error }: { error: Error }) {
  const { t } = useCalculatorLanguage();
  const message =
    error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message;
  return <ErrorPanel title={t('errorTitle')} message={message} />;
}

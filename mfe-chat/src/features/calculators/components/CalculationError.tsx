import { ApiRequestError } from '@ageless/api-client';
import { ErrorPanel } from '@ageless/ui';
import { useChatLanguage } from '../../chat/hooks/use-chat-language';

/** A refused or failed calculation, with the API's own explanation (it names the field). */
export function CalculationError({ error }: { error: Error }) {
  const { t } = useChatLanguage();
  const message =
    error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : error.message;
  return <ErrorPanel title={t('calculators.errorTitle')} message={message} />;
}

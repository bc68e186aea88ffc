import { type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { type i18n as I18n } from 'i18next';
import { Toaster } from '../components/Toaster.js';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every screen expects around it; the host provides it once for all remotes. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* One toast region per page; remotes call toast() from @ageless/ui. */}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

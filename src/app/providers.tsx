import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth';
import { afterFirstPage } from '@/lib/first-page';
import { createQueryClient } from '@/lib/query-client';
import { LocaleFromProfile } from './LocaleFromProfile';

// Radix toast is a chunk of its own, loaded once the first page is shown; a toast raised before
// it arrives waits in the store (src/lib/toast.ts) and shows when it does.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (retry off, isolated cache). */
  queryClient?: QueryClient;
}

/** Query cache, session and toasts. Must sit inside a router (sign-out navigates). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => afterFirstPage(() => setToasterWanted(true)), []);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <LocaleFromProfile />
        {children}
      </AuthProvider>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LeaveOutOnError } from '../resilience/LeaveOutOnError';
import { isAppHydrated, whenAppHydrated } from './hydrationState';

/**
 * Renders `children` only once the app is hydrated, in a transition of its own, so the page
 * becomes interactive without them: nothing while prerendering or hydrating, then a render React
 * can slice, away from the task that ends hydration. For parts of the shell that are lazily
 * loaded and that the page does not need (analytics, the consent prompt); a failure leaves them
 * out.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(isAppHydrated);
  useEffect(() => {
    if (!ready) whenAppHydrated(() => startTransition(() => setReady(true)));
  }, [ready]);
  if (!ready) return null;
  return (
    <LeaveOutOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </LeaveOutOnError>
  );
}

import { useEffect } from 'react';
import { useSiteLocation } from './LocationProvider';

/**
 * Replaces the current history entry with `to` once rendered in the browser (back then skips
 * the old address). Renders nothing; the prerender, which runs no effects, writes no redirect.
 */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useSiteLocation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

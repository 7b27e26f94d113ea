import { useEffect } from 'react';
import { SITE_NAME } from '../siteConfig';

export interface DocumentHead {
  title: string;
  description?: string;
}

export function formatTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} - ${SITE_NAME}`;
}

/** Keeps the title and meta description in step with client-side navigation. */
export function useDocumentHead({ title, description }: DocumentHead): void {
  useEffect(() => {
    document.title = formatTitle(title);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}

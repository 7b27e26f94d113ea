import { AnalyticsProvider } from '@docshell/docs-analytics';
import { DocsProvider } from '@docshell/docs-i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEEDBACK_EVENT } from './feedback';
import { FeedbackWidget } from './FeedbackWidget';

const PAGE = '/material-ui/react-button';
const SENT = /your feedback has been sent/;
const FAILED = /could not be sent/;

function renderWidget(endpoint: string | undefined) {
  const sendEvent = vi.fn();
  render(
    <DocsProvider>
      <AnalyticsProvider client={{ sendEvent }}>
        <FeedbackWidget pathname={PAGE} endpoint={endpoint} />
      </AnalyticsProvider>
    </DocsProvider>,
  );
  return { sendEvent };
}

/** A fetch whose answer the test gives when it wants. */
function heldFetch() {
  let answer: (response: { ok: boolean; status: number }) => void = () => {};
  const fetch = vi.fn(() => new Promise((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (status: number) => answer({ ok: status < 300, status }) };
}

describe('FeedbackWidget', () => {
  it('offers no comment form without an endpoint: it says so, and sends the rating to analytics only', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { sendEvent } = renderWidget(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, this page was helpful' }));
    expect(await screen.findByText(/Comments are not collected on this site/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a GitHub issue' })).toBeInTheDocument();
    expect(sendEvent).toHaveBeenCalledTimes(1);
    expect(sendEvent).toHaveBeenCalledWith(FEEDBACK_EVENT, {
      eventAction: 'helpful',
      eventLabel: PAGE,
    });
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says "sent" only once the endpoint answered 2xx', async () => {
    const held = heldFetch();
    renderWidget('/api/feedback');
    fireEvent.click(screen.getByRole('button', { name: 'No, this page was not helpful' }));
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: 'The disabled example is missing.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(held.fetch).toHaveBeenCalledWith('/api/feedback', expect.anything());
    // Still waiting for the endpoint: nothing is claimed yet.
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    held.answer(204);
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps the comment and says it failed when the endpoint answers an error', async () => {
    const held = heldFetch();
    renderWidget('/api/feedback');
    fireEvent.click(screen.getByRole('button', { name: 'No, this page was not helpful' }));
    const comment = await screen.findByRole('textbox');
    fireEvent.change(comment, { target: { value: 'Missing a disabled example.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    held.answer(503);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(comment).toHaveValue('Missing a disabled example.');
    vi.unstubAllGlobals();
  });
});

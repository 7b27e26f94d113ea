import Typography from '@mui/material/Typography';
import { useTranslate } from '@docshell/docs-i18n';
import { DEV_SERVER_MESSAGE } from './searchConfig';
import type { SearchStatusMessage } from './searchStatusText';

/** The dialog's live region: loading, failure, no results, or how many pages matched. */
export function SearchStatus({ message }: { message: SearchStatusMessage }) {
  const t = useTranslate();
  let text: string | null = null;
  let hint: string | null = null;
  switch (message.kind) {
    case 'loading':
      text = t('search.loading');
      break;
    case 'failed':
      text = message.devServer ? DEV_SERVER_MESSAGE : t('search.loadFailed');
      break;
    case 'empty':
      text = t('search.noResults', { values: { query: message.query } });
      hint = message.elsewhere ?? t('search.noResultsHint');
      break;
    case 'results':
      text = message.text;
      break;
    case 'none':
      break;
  }
  return (
    <Typography
      role="status"
      variant="body2"
      color={message.kind === 'failed' ? 'error' : 'text.secondary'}
      sx={{ px: 2, py: text ? 1 : 0, minHeight: 0 }}
    >
      {text}
      {hint && (
        <>
          <br />
          {hint}
        </>
      )}
    </Typography>
  );
}

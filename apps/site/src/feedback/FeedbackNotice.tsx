import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { feedbackTranslations, useTranslate } from '@docshell/docs-i18n';

export type FeedbackNoticeKind = 'sent' | 'failed';

/** The result of sending feedback, as a snackbar: loaded with the first one. */
export function FeedbackNotice({
  kind,
  open,
  onClose,
}: {
  kind: FeedbackNoticeKind;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslate(feedbackTranslations);
  return (
    <Snackbar open={open} autoHideDuration={kind === 'sent' ? 3000 : 8000} onClose={onClose}>
      <Alert severity={kind === 'failed' ? 'error' : 'success'} variant="filled" role="status">
        {kind === 'failed' ? t('feedback.failed') : t('feedback.thanks')}
      </Alert>
    </Snackbar>
  );
}

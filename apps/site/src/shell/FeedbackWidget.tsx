import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useAnalytics } from '@docshell/docs-analytics';
import { useTranslate, useUserLanguage } from '@docshell/docs-i18n';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FEEDBACK_URL, REPOSITORY_URL } from '../siteConfig';
import { sendFeedback, type Rating } from './feedback';

type Status = 'idle' | 'sending' | 'sent' | 'failed';
type Notice = 'sent' | 'failed' | null;

/** "Was this page helpful?": a rating, an optional comment, and a result the reader can see. */
export function FeedbackWidget({ pathname }: { pathname: string }) {
  const t = useTranslate();
  const analytics = useAnalytics();
  const language = useUserLanguage();
  const [rating, setRating] = useState<Rating | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (rating === null || status === 'sending') return;
    setStatus('sending');
    try {
      await sendFeedback(
        { page: pathname, rating, comment, language },
        { endpoint: FEEDBACK_URL, sendEvent: analytics.sendEvent },
      );
      setStatus('sent');
      setNotice('sent');
      setRating(null);
      setComment('');
    } catch {
      // The comment stays in the form so the reader can send it again.
      setStatus('failed');
      setNotice('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <Box
      component="section"
      aria-labelledby="feedback-title"
      sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id="feedback-title"
          component="h2"
          variant="body1"
          sx={{ fontWeight: 600, mr: 1 }}
        >
          {t('feedback.question')}
        </Typography>
        {([1, 0] as const).map((value) => (
          <ToggleButton
            key={value}
            value={value}
            size="small"
            selected={rating === value}
            aria-label={t(value === 1 ? 'feedback.yesLabel' : 'feedback.noLabel') ?? undefined}
            onChange={() => setRating(rating === value ? null : value)}
          >
            {t(value === 1 ? 'feedback.yes' : 'feedback.no')}
          </ToggleButton>
        ))}
      </Stack>
      {rating !== null && (
        <Box component="form" onSubmit={submit} sx={{ mt: 2, maxWidth: 560 }}>
          <TextField
            label={t(rating === 1 ? 'feedback.commentPromptUp' : 'feedback.commentPromptDown')}
            multiline
            minRows={3}
            fullWidth
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={onKeyDown}
            helperText={t('feedback.submitHint')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {rating === 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('feedback.issueInstead')}{' '}
              <a href={`${REPOSITORY_URL}/issues/new`} target="_blank" rel="noopener noreferrer">
                {t('feedback.openIssue')}
              </a>
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={status === 'sending'}>
              {t('feedback.submit')}
            </Button>
            <Button type="button" onClick={() => setRating(null)}>
              {t('feedback.cancel')}
            </Button>
          </Stack>
        </Box>
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice === 'sent' ? 3000 : 8000}
        onClose={() => setNotice(null)}
      >
        <Alert severity={notice === 'failed' ? 'error' : 'success'} variant="filled" role="status">
          {notice === 'failed' ? t('feedback.failed') : t('feedback.thanks')}
        </Alert>
      </Snackbar>
    </Box>
  );
}

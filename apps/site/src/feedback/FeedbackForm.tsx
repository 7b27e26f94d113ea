import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAnalytics } from '@docshell/docs-analytics';
import { feedbackTranslations, useTranslate, useUserLanguage } from '@docshell/docs-i18n';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { REPOSITORY_URL } from '../siteConfig';
import { MAX_COMMENT_LENGTH, sendFeedback, type Rating } from './feedback';

export interface FeedbackFormProps {
  /** Where the comment is POSTed. */
  endpoint: string;
  pathname: string;
  rating: Rating;
  comment: string;
  onCommentChange: (comment: string) => void;
  onSent: () => void;
  onFailed: () => void;
  onCancel: () => void;
}

/** The comment form under "Was this page helpful?", loaded once the reader picks a rating. */
export function FeedbackForm({
  endpoint,
  pathname,
  rating,
  comment,
  onCommentChange,
  onSent,
  onFailed,
  onCancel,
}: FeedbackFormProps) {
  const t = useTranslate(feedbackTranslations);
  const analytics = useAnalytics();
  const language = useUserLanguage();
  const [sending, setSending] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await sendFeedback(
        { page: pathname, rating, comment, language },
        { endpoint, sendEvent: analytics.sendEvent },
      );
      setSending(false);
      onSent();
    } catch {
      // The comment stays in the form so the reader can send it again.
      setSending(false);
      onFailed();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2, maxWidth: 560 }}>
      <TextField
        label={t(rating === 1 ? 'feedback.commentPromptUp' : 'feedback.commentPromptDown')}
        multiline
        minRows={3}
        fullWidth
        value={comment}
        onChange={(event) => onCommentChange(event.target.value)}
        onKeyDown={onKeyDown}
        helperText={t('feedback.submitHint')}
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
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
        <Button type="submit" variant="contained" disabled={sending}>
          {t('feedback.submit')}
        </Button>
        <Button type="button" onClick={onCancel}>
          {t('feedback.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

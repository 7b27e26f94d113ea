import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAnalytics } from '@docshell/docs-analytics';
import { feedbackTranslations, useTranslate } from '@docshell/docs-i18n';
import { lazy, Suspense, useState } from 'react';
import { sendRatingEvent, type Rating } from './ratingEvent';
import { PressedButton } from '../layout/PressedButton';
import { REPOSITORY_URL } from '../siteConfig';
import type { FeedbackNoticeKind } from './FeedbackNotice';

// The form (text field, buttons) and the snackbar load when the reader first rates a page:
// every page shows the question, few readers answer it.
const FeedbackForm = lazy(() =>
  import('./FeedbackForm').then((module) => ({ default: module.FeedbackForm })),
);
const FeedbackNotice = lazy(() =>
  import('./FeedbackNotice').then((module) => ({ default: module.FeedbackNotice })),
);

export interface FeedbackWidgetProps {
  pathname: string;
  /**
   * Where comments are POSTed (VITE_FEEDBACK_URL). Without one no comment form is offered: the
   * rating goes to analytics (when the reader allowed it) and the widget says comments are not
   * collected.
   */
  endpoint: string | undefined;
}

/** "Was this page helpful?": a rating, an optional comment, and a result the reader can see. */
export function FeedbackWidget({ pathname, endpoint }: FeedbackWidgetProps) {
  const t = useTranslate(feedbackTranslations);
  const analytics = useAnalytics();
  const [rating, setRating] = useState<Rating | null>(null);
  // Kept here, not in the form: it survives switching the rating and a failed send.
  const [comment, setComment] = useState('');
  const [notice, setNotice] = useState<FeedbackNoticeKind | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);

  const show = (kind: FeedbackNoticeKind) => {
    setNotice(kind);
    setNoticeOpen(true);
  };

  return (
    <Box
      component="section"
      aria-labelledby="feedback-title"
      sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      {/* A flex row rather than MUI's Stack, whose code only this row would bring to every page. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="feedback-title" component="h2" variant="body1" sx={{ fontWeight: 600 }}>
          {t('feedback.question')}
        </Typography>
        {([1, 0] as const).map((value) => (
          <PressedButton
            key={value}
            pressed={rating === value}
            aria-label={t(value === 1 ? 'feedback.yesLabel' : 'feedback.noLabel') ?? undefined}
            onClick={() => {
              const next = rating === value ? null : value;
              setRating(next);
              // With a form, the rating goes with the comment; without one, it goes now.
              if (!endpoint && next !== null) sendRatingEvent(analytics.sendEvent, next, pathname);
            }}
          >
            {t(value === 1 ? 'feedback.yes' : 'feedback.no')}
          </PressedButton>
        ))}
      </Box>
      {rating !== null && !endpoint && (
        <Typography variant="body2" role="status" sx={{ mt: 2 }}>
          {t('feedback.noComments')} {t('feedback.issueInstead')}{' '}
          <a href={`${REPOSITORY_URL}/issues/new`} target="_blank" rel="noopener noreferrer">
            {t('feedback.openIssue')}
          </a>
        </Typography>
      )}
      {rating !== null && endpoint && (
        <Suspense fallback={null}>
          <FeedbackForm
            endpoint={endpoint}
            pathname={pathname}
            rating={rating}
            comment={comment}
            onCommentChange={setComment}
            onSent={() => {
              setRating(null);
              setComment('');
              show('sent');
            }}
            onFailed={() => show('failed')}
            onCancel={() => setRating(null)}
          />
        </Suspense>
      )}
      {notice !== null && (
        <Suspense fallback={null}>
          <FeedbackNotice kind={notice} open={noticeOpen} onClose={() => setNoticeOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { actionButtonSx } from '../layout/actionButtonSx';
import { RouterLink } from '../routing/RouterLink';
import { isChunkLoadError, reloadOnceForNewDeploy } from './deployRecovery';

export const PAGE_ERROR_TITLE = 'This page could not be shown';
export const PAGE_ERROR_TEXT =
  'Something went wrong while showing this page. The header, navigation and search still work: try again, or go back to the home page.';
export const CHUNK_ERROR_TEXT =
  'Part of this page could not be downloaded: a new version of the site may have been published, or the connection dropped. Reloading usually fixes it.';
export const RELOADING_TEXT = 'Loading the latest version of this page…';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Called for a failed chunk load; returns whether it reloads the page. */
  recoverFromChunkError?: () => boolean;
  /** Retry for a failed chunk: a full reload, as the browser keeps failed modules for the page. */
  reloadPage?: () => void;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches what one page's content throws, so the header, the nav and search keep working: a
 * failed chunk (a deploy removed it) gets one reload to the new version; anything else, or a
 * failure right after that reload, shows a panel with a retry and a link home. Keyed by path
 * in DocRoute, so navigating elsewhere starts clean.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('[site] a page threw a non-error value') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isChunkLoadError(error)) return;
    const recover = this.props.recoverFromChunkError ?? reloadOnceForNewDeploy;
    if (recover()) this.setState({ reloading: true });
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) {
      (this.props.reloadPage ?? (() => window.location.reload()))();
      return;
    }
    this.setState({ error: null, reloading: false });
  };

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) {
      return (
        <Typography role="status" sx={{ py: 4 }}>
          {RELOADING_TEXT}
        </Typography>
      );
    }
    return (
      <Box role="alert" data-page-error="" sx={{ py: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {PAGE_ERROR_TITLE}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 640 }}>
          {isChunkLoadError(error) ? CHUNK_ERROR_TEXT : PAGE_ERROR_TEXT}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <ButtonBase sx={actionButtonSx('contained')} onClick={this.retry}>
            Try again
          </ButtonBase>
          <ButtonBase sx={actionButtonSx('outlined')} component={RouterLink} to="/">
            Go to the home page
          </ButtonBase>
        </Box>
      </Box>
    );
  }
}

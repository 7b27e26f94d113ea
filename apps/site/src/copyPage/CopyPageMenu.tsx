// Loaded on first use of the "Copy page" menu (src/copyPage/CopyPageButton.tsx): MUI's Menu is
// not in any page's start-up code.
import { copyPageTranslations, useTranslate } from '@docshell/docs-i18n';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { markdownPathOf } from '../markdown/markdownPath';
import { AI_ASSISTANTS } from './aiAssistants';
import { assistantUrl, markdownUrlOf } from './assistantLinks';

export interface CopyPageMenuProps {
  /** The menu's id, which the toggle's `aria-controls` names. */
  id: string;
  /** The toggle's id: the menu is labelled by it. */
  toggleId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  /** The page's path: its Markdown copy is `markdownPathOf(pathname)`. */
  pathname: string;
  onClose: () => void;
  /** Copies the page, reporting the outcome on the "Copy page" button. */
  onCopy: () => void;
}

const SECONDARY = { variant: 'caption', color: 'text.secondary' } as const;

/** Copy page, view its Markdown, or open it in an AI assistant (AI_ASSISTANTS in aiAssistants.ts). */
export function CopyPageMenu({
  id,
  toggleId,
  anchorEl,
  open,
  pathname,
  onClose,
  onCopy,
}: CopyPageMenuProps) {
  const t = useTranslate(copyPageTranslations);
  // The address of this deployment, which an assistant can read (any host the site is served on).
  const prompt =
    t('copyPage.prompt', { values: { url: markdownUrlOf(pathname, window.location.origin) } }) ??
    '';
  const newTab = t('copyPage.newTab');
  return (
    <Menu
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      MenuListProps={{ id, 'aria-labelledby': toggleId, dense: true }}
      data-ga-event-category="copy-page"
    >
      <MenuItem
        data-ga-event-action="copy-menu"
        onClick={() => {
          onClose();
          onCopy();
        }}
      >
        <ListItemText
          primary={t('copyPage.copy')}
          secondary={t('copyPage.copyHint')}
          secondaryTypographyProps={SECONDARY}
        />
      </MenuItem>
      <MenuItem
        component="a"
        href={markdownPathOf(pathname)}
        data-ga-event-action="view"
        onClick={onClose}
      >
        <ListItemText
          primary={t('copyPage.view')}
          secondary={t('copyPage.viewHint')}
          secondaryTypographyProps={SECONDARY}
        />
      </MenuItem>
      {AI_ASSISTANTS.map((assistant) => (
        <MenuItem
          key={assistant.label}
          component="a"
          href={assistantUrl(assistant.urlTemplate, prompt)}
          target="_blank"
          rel="noopener noreferrer"
          data-ga-event-action={`open-${assistant.label.toLowerCase()}`}
          onClick={onClose}
        >
          <ListItemText
            primary={
              <>
                {t('copyPage.openIn', { values: { assistant: assistant.label } })}
                <span className="visually-hidden"> {newTab}</span>
              </>
            }
            secondary={t('copyPage.openInHint')}
            secondaryTypographyProps={SECONDARY}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}

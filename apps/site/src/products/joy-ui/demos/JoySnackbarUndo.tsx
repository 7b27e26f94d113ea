import * as React from 'react';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';

const inbox = [
  { id: 1, from: 'Lena Fischer', subject: 'Contract draft for the Q3 campaign' },
  { id: 2, from: 'Billing', subject: 'Your invoice INV-2041 is ready' },
  { id: 3, from: 'Tomás Ruiz', subject: 'Can we move Thursday’s call to 15:00?' },
];
type Email = (typeof inbox)[number];

export default function JoySnackbarUndo() {
  const [emails, setEmails] = React.useState<Email[]>(inbox);
  const [archived, setArchived] = React.useState<{ email: Email; before: Email[] } | null>(null);
  const [open, setOpen] = React.useState<boolean>(false);
  const [focusId, setFocusId] = React.useState<number | null>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  // Archive and Undo unmount the focused button, so focus moves to one that exists.
  React.useEffect(() => {
    listRef.current?.querySelector<HTMLElement>(`[data-email="${focusId}"]`)?.focus();
  }, [focusId]);
  const archive = (email: Email, index: number) => {
    const rest = emails.filter((item) => item.id !== email.id);
    setArchived({ email, before: emails });
    setEmails(rest);
    setFocusId((rest[index] ?? rest[index - 1])?.id ?? null);
    setOpen(true);
  };
  const undo = () => {
    setEmails(archived?.before ?? emails);
    setFocusId(archived?.email.id ?? null);
    setOpen(false);
  };
  return (
    <React.Fragment>
      <List ref={listRef} variant="outlined" sx={{ borderRadius: 'md', maxWidth: 480 }}>
        {emails.map((email, index) => (
          <ListItem
            key={email.id}
            endAction={
              <IconButton
                aria-label={`Archive email from ${email.from}`}
                data-email={email.id}
                onClick={() => archive(email, index)}
              >
                <ArchiveOutlined />
              </IconButton>
            }
          >
            <ListItemContent>
              <Typography level="title-sm">{email.from}</Typography>
              <Typography level="body-sm">{email.subject}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      <Snackbar
        key={archived?.email.id}
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        autoHideDuration={6000}
        role="status"
        variant="solid"
        endDecorator={
          <Button size="sm" variant="soft" color="neutral" onClick={undo}>
            Undo
          </Button>
        }
      >
        Conversation with {archived?.email.from} archived.
      </Snackbar>
    </React.Fragment>
  );
}

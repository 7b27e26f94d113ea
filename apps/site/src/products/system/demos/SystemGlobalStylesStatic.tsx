import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

// HTML as a Markdown renderer or a CMS produces it: there is no element to put `sx` on. This is
// a constant; HTML from a source you do not control must be sanitised before it is inserted.
const releaseNotes = `
<h3>Version 2.4</h3>
<p>Released on 12 March. This update focuses on <strong>offline support</strong>.</p>
<ul>
  <li>Drafts are saved on the device and synced later.</li>
  <li>The editor opens twice as fast on large documents.</li>
</ul>
<blockquote>Upgrade through the settings screen; no data is lost.</blockquote>
`;

// Every selector starts with the class of the wrapper, so these rules reach nothing else.
const proseStyles = {
  '.release-notes h3': { margin: '0 0 4px', fontSize: '1.125rem' },
  '.release-notes p': { margin: '0 0 8px' },
  '.release-notes ul': { margin: '0 0 8px', paddingInlineStart: '1.25rem' },
  '.release-notes li + li': { marginTop: 4 },
  '.release-notes blockquote': {
    margin: 0,
    paddingInlineStart: 12,
    borderInlineStart: '3px solid var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-text-secondary)',
  },
};

export default function SystemGlobalStylesStatic() {
  return (
    <>
      <GlobalStyles styles={proseStyles} />
      <Box
        className="release-notes"
        sx={{ typography: 'body2', color: 'text.primary', maxWidth: 420 }}
        dangerouslySetInnerHTML={{ __html: releaseNotes }}
      />
    </>
  );
}

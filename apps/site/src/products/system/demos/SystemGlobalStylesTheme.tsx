import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

const shortcuts = [
  { keys: ['Ctrl', 'S'], action: 'Save the document' },
  { keys: ['Ctrl', 'Shift', 'P'], action: 'Open the command palette' },
  { keys: ['Alt', 'Up'], action: 'Move the line up' },
];

// A function receives the theme, so the rules use its tokens and follow dark mode.
function shortcutTableStyles(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    '.shortcut-table': {
      ...theme.typography.body2,
      borderCollapse: 'collapse',
      color: palette.text.primary,
    },
    '.shortcut-table th, .shortcut-table td': {
      padding: theme.spacing(1, 1.5),
      borderBottom: `1px solid ${palette.divider}`,
      textAlign: 'start',
    },
    '.shortcut-table th': { fontWeight: theme.typography.fontWeightMedium },
    '.shortcut-table kbd': {
      display: 'inline-block',
      padding: theme.spacing(0, 0.75),
      marginInlineEnd: theme.spacing(0.5),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.action.hover,
      fontFamily: 'inherit',
      fontSize: '0.8125rem',
    },
  };
}

export default function SystemGlobalStylesTheme() {
  return (
    <>
      <GlobalStyles styles={shortcutTableStyles} />
      <table className="shortcut-table">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.action}>
              <td>
                {shortcut.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

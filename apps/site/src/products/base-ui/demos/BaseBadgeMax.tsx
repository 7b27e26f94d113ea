import { Badge, badgeClasses } from '@mui/base/Badge';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

const StyledBadge = styled(Badge)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-flex',
    verticalAlign: 'middle',
    color: palette.text.primary,
    [`& .${badgeClasses.badge}`]: {
      ...theme.typography.caption,
      position: 'absolute',
      top: 0,
      right: 0,
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontWeight: 700,
      lineHeight: 1,
      color: palette.error.contrastText,
      backgroundColor: palette.error.main,
      transform: 'translate(50%, -50%)',
    },
    [`& .${badgeClasses.invisible}`]: { display: 'none' },
  };
});

const Cell = styled('figure')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: theme.spacing(2, 1, 0),
}));

const Caption = styled('figcaption')(({ theme }) => ({
  ...theme.typography.caption,
  fontFamily: 'monospace',
  textAlign: 'center',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const examples = [
  { caption: '7', content: 7 },
  { caption: '120', content: 120 },
  { caption: '1200, max 999', content: 1200, max: 999 },
  { caption: '0', content: 0 },
  { caption: '0, showZero', content: 0, showZero: true },
];

export default function BaseBadgeMax() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {examples.map((example) => (
        <Cell key={example.caption}>
          <StyledBadge badgeContent={example.content} max={example.max} showZero={example.showZero}>
            <MailOutlineIcon />
          </StyledBadge>
          <Caption>{example.caption}</Caption>
        </Cell>
      ))}
    </Box>
  );
}

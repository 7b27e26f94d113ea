import * as React from 'react';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';

type Mark = 'bold' | 'italic' | 'underline' | 'list';

const marks: { mark: Mark; label: string; icon: React.ReactNode }[] = [
  { mark: 'bold', label: 'Bold', icon: <FormatBold /> },
  { mark: 'italic', label: 'Italic', icon: <FormatItalic /> },
  { mark: 'underline', label: 'Underline', icon: <FormatUnderlined /> },
  { mark: 'list', label: 'Bulleted list', icon: <FormatListBulleted /> },
];

export default function JoyButtonGroupToolbar() {
  const [active, setActive] = React.useState<Mark[]>(['bold']);

  const toggle = (mark: Mark) =>
    setActive((current) =>
      current.includes(mark) ? current.filter((item) => item !== mark) : [...current, mark],
    );

  return (
    <ButtonGroup variant="outlined" aria-label="Text formatting">
      {marks.map(({ mark, label, icon }) => (
        <IconButton
          key={mark}
          aria-label={label}
          aria-pressed={active.includes(mark)}
          variant={active.includes(mark) ? 'soft' : 'outlined'}
          color={active.includes(mark) ? 'primary' : 'neutral'}
          onClick={() => toggle(mark)}
        >
          {icon}
        </IconButton>
      ))}
      <Divider />
      <IconButton aria-label="Insert link">
        <InsertLink />
      </IconButton>
      <IconButton aria-label="Clear formatting" onClick={() => setActive([])}>
        <FormatClear />
      </IconButton>
    </ButtonGroup>
  );
}

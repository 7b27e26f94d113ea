import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

const flags = [
  { key: 'new-checkout', name: 'New checkout flow' },
  { key: 'invoice-pdf-v2', name: 'Invoice PDF v2' },
  { key: 'bulk-refunds', name: 'Bulk refunds' },
];

const Track = styled('span')<{ ownerState: { checked: boolean; focusVisible: boolean } }>(({
  theme,
  ownerState,
}) => {
  const { palette } = theme.vars ?? theme;
  return {
    position: 'relative',
    display: 'inline-block',
    width: 32,
    height: 18,
    borderRadius: 9,
    backgroundColor: ownerState.checked ? palette.success.main : palette.grey[500],
    outline: ownerState.focusVisible ? `2px solid ${palette.primary.main}` : 'none',
    outlineOffset: 2,
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: ownerState.checked ? 17 : 3,
      width: 12,
      height: 12,
      borderRadius: '50%',
      backgroundColor: palette.common.white,
    },
    '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  };
});

function FlagRow({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  const { checked, focusVisible, getInputProps } = useSwitch({ checked: on, onChange: onToggle });
  const nameId = React.useId();

  return (
    <TableRow>
      <TableCell id={nameId}>{name}</TableCell>
      <TableCell>
        <Track ownerState={{ checked, focusVisible }}>
          <input {...getInputProps()} aria-labelledby={nameId} />
        </Track>
      </TableCell>
      <TableCell>{checked ? 'Live for all customers' : 'Off'}</TableCell>
    </TableRow>
  );
}

export default function BaseUseSwitchTable() {
  const [enabled, setEnabled] = React.useState<string[]>(['invoice-pdf-v2']);
  const toggle = (key: string) => () =>
    setEnabled((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  return (
    <Table size="small" aria-label="Feature flags">
      <TableHead>
        <TableRow>
          <TableCell>Feature flag</TableCell>
          <TableCell>Enabled</TableCell>
          <TableCell>Rollout</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {flags.map((flag) => (
          <FlagRow
            key={flag.key}
            name={flag.name}
            on={enabled.includes(flag.key)}
            onToggle={toggle(flag.key)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

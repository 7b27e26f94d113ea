import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const placements: NonNullable<FormControlLabelProps['labelPlacement']>[] = [
  'top',
  'start',
  'bottom',
  'end',
];

export default function SwitchLabelPlacement() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Switch />}
            label={placement}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email me a weekly summary" />
      <FormControlLabel control={<Checkbox />} label="Notify me about mentions" />
      <FormControlLabel required control={<Checkbox />} label="I accept the terms" />
      <FormControlLabel disabled control={<Checkbox />} label="Beta features (unavailable)" />
    </FormGroup>
  );
}

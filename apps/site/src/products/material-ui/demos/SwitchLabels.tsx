import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
      <FormControlLabel control={<Switch color="secondary" />} label="Bluetooth" />
      <FormControlLabel control={<Switch size="small" />} label="Compact mode" />
      <FormControlLabel disabled control={<Switch />} label="Airplane mode (managed)" />
    </FormGroup>
  );
}

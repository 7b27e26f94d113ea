import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const formats = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
];

export default function JoyRadioHorizontal() {
  const [format, setFormat] = React.useState<string>('pdf');
  const chosen = formats.find((item) => item.value === format);

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Attach invoices as</FormLabel>
        <RadioGroup
          orientation="horizontal"
          name="invoice-format"
          value={format}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setFormat(event.target.value)}
        >
          {formats.map((item) => (
            <Radio key={item.value} value={item.value} label={item.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography level="body-sm">
        Monthly invoices will arrive as {chosen?.label} attachments.
      </Typography>
    </Stack>
  );
}

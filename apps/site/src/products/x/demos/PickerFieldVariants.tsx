import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const variants = ['outlined', 'filled', 'standard'] as const;

// In v7.26 the standard variant (PickersInput) draws no underline, so add one.
const standardUnderline: SxProps<Theme> = {
  '& .MuiPickersInputBase-root::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    borderBottom: '1px solid',
    borderColor: 'text.secondary',
  },
  '& .MuiPickersInputBase-root.Mui-focused::before': {
    borderBottomWidth: 2,
    borderColor: 'primary.main',
  },
};

export default function PickerFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 300 }}>
        {variants.map((variant) => (
          <DateField
            key={variant}
            enableAccessibleFieldDOMStructure
            variant={variant}
            label={`Start date (${variant})`}
            defaultValue={dayjs('2024-05-14')}
            sx={variant === 'standard' ? standardUnderline : undefined}
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}

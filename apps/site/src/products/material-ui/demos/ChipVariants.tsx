import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Chip label="Filled" />
        <Chip label="Outlined" variant="outlined" />
        <Chip label="Small" size="small" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="Paid" color="success" />
        <Chip label="Overdue" color="error" variant="outlined" />
        <Chip label="Draft" color="warning" size="small" />
        <Chip
          avatar={<Avatar>AL</Avatar>}
          label="Ada Lovelace"
          variant="outlined"
          // The chip styles its avatar (grey on grey is below 4.5:1); brand colours read well.
          sx={{ '& .MuiChip-avatar': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
        />
      </Stack>
    </Stack>
  );
}

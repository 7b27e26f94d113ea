import * as React from 'react';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
type Variant = (typeof variants)[number];

const actions = [
  { title: 'Edit', label: 'Edit order SO-1045', color: 'neutral', icon: <EditOutlined /> },
  { title: 'Duplicate', label: 'Duplicate order SO-1045', color: 'primary', icon: <ContentCopy /> },
  { title: 'Archive', label: 'Archive order SO-1045', color: 'warning', icon: <ArchiveOutlined /> },
  { title: 'Delete', label: 'Delete order SO-1045', color: 'danger', icon: <DeleteOutline /> },
] as const;

export default function JoyTooltipVariants() {
  const [variant, setVariant] = React.useState<Variant>('solid');

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Tooltip variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={variant}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            setVariant(event.target.value as Variant)
          }
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </FormControl>
      <Sheet
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          borderRadius: 'md',
          maxWidth: 440,
        }}
      >
        <Typography level="title-sm" sx={{ flex: 1 }}>
          SO-1045 · Ines Moreau · €86.40
        </Typography>
        {actions.map((action) => (
          <Tooltip
            key={action.title}
            title={action.title}
            variant={variant}
            color={action.color}
            arrow
          >
            <IconButton size="sm" variant="plain" color={action.color} aria-label={action.label}>
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Sheet>
    </Stack>
  );
}

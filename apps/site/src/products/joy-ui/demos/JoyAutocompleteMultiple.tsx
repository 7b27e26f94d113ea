import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const labels = [
  'accessibility',
  'blocked',
  'bug',
  'design',
  'documentation',
  'good first issue',
  'needs review',
  'performance',
];

export default function JoyAutocompleteMultiple() {
  const [value, setValue] = React.useState<string[]>(['bug', 'accessibility', 'needs review']);

  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Labels for issue #482</FormLabel>
      <Autocomplete
        multiple
        options={labels}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        limitTags={2}
        disableCloseOnSelect
        placeholder={value.length === 0 ? 'Add labels' : undefined}
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...tagProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="primary"
                endDecorator={<ChipDelete {...tagProps} aria-label={`Remove label ${tag}`} />}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        {value.length} of {labels.length} labels applied. Backspace removes the last one.
      </FormHelperText>
    </FormControl>
  );
}

import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { value: '128', label: 'Projects' },
  { value: '14', label: 'Members' },
  { value: '99.9%', label: 'Uptime' },
];

const sections = [
  { title: 'Plan', text: 'Team, billed yearly. Renews on 1 March.' },
  { title: 'Billing contact', text: 'finance@example.com' },
  { title: 'Data region', text: 'Frankfurt, Germany' },
];

export default function JoyStackDividers() {
  const headingId = React.useId();

  return (
    <Sheet
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}
    >
      <Typography id={headingId} level="title-lg" component="h3" sx={{ mb: 2 }}>
        Acme workspace
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" aria-hidden="true" />}
        sx={{ mb: 2 }}
      >
        {stats.map((stat) => (
          <div key={stat.label}>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </div>
        ))}
      </Stack>
      <Stack spacing={1.5} divider={<Divider />}>
        {sections.map((section) => (
          <div key={section.title}>
            <Typography level="title-sm" component="h4">
              {section.title}
            </Typography>
            <Typography level="body-sm">{section.text}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}

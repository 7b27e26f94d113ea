import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup, { type AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const examples: { caption: string; props: AccordionGroupProps; sections: string[][] }[] = [
  {
    caption: 'variant="outlined" size="sm"',
    props: { variant: 'outlined', size: 'sm' },
    sections: [
      ['Notifications', 'Email me when someone mentions me.'],
      ['Privacy', 'Only my workspace can see my profile.'],
    ],
  },
  {
    caption: 'variant="soft" color="primary"',
    props: { variant: 'soft', color: 'primary' },
    sections: [
      ['Plan', 'Team plan, 12 seats, renews on 1 July.'],
      ['Invoices', 'Sent to the finance team every month.'],
    ],
  },
  {
    caption: 'size="lg" disableDivider',
    props: { size: 'lg', disableDivider: true },
    sections: [
      ['Members', '11 people have access to this workspace.'],
      ['Roles', 'Admins can invite members and change billing.'],
    ],
  },
];

export default function JoyAccordionVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 3,
        alignItems: 'start',
      }}
    >
      {examples.map((example) => (
        <div key={example.caption}>
          <Typography level="body-xs" sx={{ mb: 1, fontFamily: 'code' }}>
            {example.caption}
          </Typography>
          <AccordionGroup {...example.props} sx={{ borderRadius: 'md' }}>
            {example.sections.map(([title, text], index) => (
              <Accordion key={title} defaultExpanded={index === 0}>
                <AccordionSummary>{title}</AccordionSummary>
                <AccordionDetails>{text}</AccordionDetails>
              </Accordion>
            ))}
          </AccordionGroup>
        </div>
      ))}
    </Box>
  );
}

import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply immediately and are prorated; downgrades take effect at the end of the current billing period.',
  },
  {
    q: 'Do you offer discounts for non-profits?',
    a: 'Registered charities get 40% off every plan. Write to the billing team with your registration number.',
  },
  {
    q: 'What happens to my data if I cancel?',
    a: 'Your workspace becomes read-only for 60 days so you can export everything. After that it is deleted.',
  },
  {
    q: 'Is there a limit on team members?',
    a: 'The Starter plan includes five seats. Team and Business plans have no seat limit.',
  },
];

export default function AccordionFaq() {
  const id = React.useId();

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2, pb: 1 }}>
        Frequently asked questions
      </Typography>
      {questions.map((item, index) => (
        <Accordion
          key={item.q}
          disableGutters
          elevation={0}
          square
          // The list title above is an h3, so each question becomes an h4.
          slotProps={{ heading: { component: 'h4' } }}
          sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<AddIcon />}
            id={`${id}-${index}-header`}
            aria-controls={`${id}-${index}-content`}
            sx={{
              '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': {
                transform: 'rotate(45deg)',
              },
            }}
          >
            <Typography>{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {item.a}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

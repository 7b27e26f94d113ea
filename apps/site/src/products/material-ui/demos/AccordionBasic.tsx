import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  {
    key: 'delivery',
    title: 'Delivery',
    body: 'Orders placed before 2 pm leave the warehouse the same day. Standard delivery takes two to four working days.',
  },
  {
    key: 'returns',
    title: 'Returns',
    body: 'Send unworn items back within 30 days. Print the prepaid label from your order page and drop the parcel at any post office.',
  },
  {
    key: 'care',
    title: 'Care instructions',
    body: 'Machine wash at 30 °C inside out, and dry flat. Do not tumble dry: the wool blend shrinks.',
  },
];

export default function AccordionBasic() {
  const id = React.useId();

  return (
    <div>
      {sections.map((section, index) => (
        <Accordion key={section.key} defaultExpanded={index === 0}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-${section.key}-header`}
            aria-controls={`${id}-${section.key}-content`}
          >
            <Typography sx={{ fontWeight: 500 }}>{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {section.body}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

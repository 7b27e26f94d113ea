import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const questions = [
  {
    question: 'When will my order ship?',
    answer:
      'Orders placed before 14:00 on a working day leave our warehouse the same day. Anything later ships the next working day.',
  },
  {
    question: 'Can I change the delivery address after ordering?',
    answer:
      'Yes, until the parcel has been handed to the carrier. Open the order in your account and choose "Edit address".',
  },
  {
    question: 'How do I return an item?',
    answer:
      'You have 30 days from delivery. Print the prepaid label from the order page, pack the item in its original box and drop it at any parcel point.',
  },
  {
    question: 'When do I get my refund?',
    answer:
      'We refund to the original payment method within five working days of receiving the return. Card refunds can take a few more days to appear.',
  },
];

export default function JoyAccordionFaq() {
  return (
    <AccordionGroup sx={{ maxWidth: 560 }}>
      {questions.map((item, index) => (
        <Accordion key={item.question} defaultExpanded={index === 0}>
          {/* An h3 around each question button puts the questions in the page outline. */}
          <AccordionSummary component="h3" sx={{ marginBlock: 0, fontSize: 'inherit' }}>
            {item.question}
          </AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}

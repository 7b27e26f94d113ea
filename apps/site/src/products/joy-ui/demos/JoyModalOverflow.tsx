import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Typography from '@mui/joy/Typography';

const clauses: [string, string][] = [
  [
    'Your account',
    'Keep your password private. You are responsible for everything done with your account, including by teammates you invite.',
  ],
  [
    'Billing',
    'Plans renew every month or year, depending on what you chose at checkout. Prices include VAT where it applies, and invoices are emailed to the billing contact.',
  ],
  [
    'Cancelling',
    'You can cancel at any time from the Billing page. Access continues until the end of the period you already paid for, and nothing is charged after that.',
  ],
  [
    'Refunds',
    'Annual plans cancelled within 14 days of purchase are refunded in full. Monthly plans are not refunded, but you keep access until the month ends.',
  ],
  [
    'Your data',
    'Files you upload stay yours. We store them in the EU, back them up daily and delete them 30 days after your account closes.',
  ],
  [
    'Fair use',
    'Automated scraping, reselling access and uploading malware lead to suspension without notice. Repeated abuse closes the account.',
  ],
  [
    'Availability',
    'We aim for 99.9% monthly uptime and announce planned maintenance at least 48 hours ahead on the status page.',
  ],
  [
    'Changes to these terms',
    'We email you 30 days before any change that reduces your rights takes effect. Continuing to use the service after that date means you accept the change.',
  ],
];

export default function JoyModalOverflow() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the terms of service
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalOverflow>
          <ModalDialog sx={{ maxWidth: 560 }}>
            <ModalClose aria-label="Close terms of service" />
            <DialogTitle>Terms of service</DialogTitle>
            <DialogContent>Last updated on 3 March 2025.</DialogContent>
            {clauses.map(([title, body], index) => (
              <section key={title}>
                <Typography level="title-sm" component="h3">
                  {index + 1}. {title}
                </Typography>
                <Typography level="body-sm">{body}</Typography>
              </section>
            ))}
            <DialogActions>
              <Button onClick={() => setOpen(false)}>I have read the terms</Button>
            </DialogActions>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </React.Fragment>
  );
}

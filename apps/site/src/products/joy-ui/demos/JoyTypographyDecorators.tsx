import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function JoyTypographyDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {/* A Chip renders a <div>, which is not allowed inside the default <p>. */}
      <Typography
        level="title-md"
        component="div"
        endDecorator={
          <Chip size="sm" color="primary">
            New
          </Chip>
        }
      >
        Scheduled exports
      </Typography>
      <Typography color="success" startDecorator={<CheckCircle />}>
        Payment received on 14 May 2024.
      </Typography>
      <Typography color="warning" level="body-sm" startDecorator={<WarningAmber />}>
        Two items in your basket are running low on stock.
      </Typography>
      <Typography
        level="body-sm"
        startDecorator={<InfoOutlined />}
        sx={{ alignItems: 'flex-start' }}
      >
        Returns are free within 30 days. Pack the item in its original box and print the label from
        your order page; the courier collects it from your door.
      </Typography>
      <Typography>
        Your plan renews on{' '}
        <Typography fontWeight="lg" textColor="text.primary">
          1 June 2024
        </Typography>{' '}
        for{' '}
        <Typography variant="soft" color="primary" fontWeight="lg">
          €49.00
        </Typography>
        . Cancel any time before then and you will not be charged.
      </Typography>
    </Stack>
  );
}

import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function JoyRadioBasic() {
  return (
    <FormControl>
      <FormLabel>Payment method</FormLabel>
      <RadioGroup name="payment-method" defaultValue="card">
        <Radio value="card" label="Credit or debit card" />
        <Radio value="paypal" label="PayPal" />
        <Radio value="invoice" label="Invoice, due in 30 days" />
        <Radio value="transfer" label="Bank transfer (business accounts only)" disabled />
      </RadioGroup>
      <FormHelperText>You can change the payment method before each renewal.</FormHelperText>
    </FormControl>
  );
}

import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function JoyStackResponsive() {
  return (
    <Stack
      component="form"
      aria-label="Shipping address"
      spacing={2}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
      sx={{ maxWidth: 560 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>First name</FormLabel>
          <Input name="given-name" autoComplete="given-name" />
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Last name</FormLabel>
          <Input name="family-name" autoComplete="family-name" />
        </FormControl>
      </Stack>
      <FormControl>
        <FormLabel>Street and number</FormLabel>
        <Input name="street-address" autoComplete="street-address" />
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1.5 }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Postcode</FormLabel>
          <Input name="postal-code" autoComplete="postal-code" />
        </FormControl>
        <FormControl sx={{ flex: 2 }}>
          <FormLabel>City</FormLabel>
          <Input name="city" autoComplete="address-level2" />
        </FormControl>
      </Stack>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="plain" color="neutral">
          Back to cart
        </Button>
        <Button type="submit">Continue to payment</Button>
      </Stack>
    </Stack>
  );
}

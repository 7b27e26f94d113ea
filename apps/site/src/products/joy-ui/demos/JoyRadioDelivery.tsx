import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const slots = [
  { id: 'morning', time: '08:00 – 10:00', fee: '€4.90', full: false },
  { id: 'midday', time: '12:00 – 14:00', fee: 'Free', full: false },
  { id: 'afternoon', time: '15:00 – 17:00', fee: 'Free', full: true },
  { id: 'evening', time: '18:00 – 21:00', fee: '€2.90', full: false },
];

export default function JoyRadioDelivery() {
  const id = React.useId();
  const [slot, setSlot] = React.useState<string>('midday');
  const chosen = slots.find((item) => item.id === slot);

  return (
    <FormControl sx={{ maxWidth: 380 }}>
      <FormLabel>Delivery on Thursday 16 May</FormLabel>
      <RadioGroup
        name="delivery-slot"
        value={slot}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setSlot(event.target.value)}
      >
        <List variant="outlined" sx={{ borderRadius: 'sm', '--List-gap': '0px' }}>
          {slots.map((item) => (
            <ListItem
              key={item.id}
              endAction={
                <Chip
                  id={`${id}-${item.id}`}
                  size="sm"
                  variant="soft"
                  color={item.full ? 'neutral' : 'success'}
                >
                  {item.full ? 'Full' : item.fee}
                </Chip>
              }
            >
              <Radio
                overlay
                value={item.id}
                label={item.time}
                disabled={item.full}
                slotProps={{ input: { 'aria-describedby': `${id}-${item.id}` } }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
      <FormHelperText>
        {chosen ? `${chosen.time}, ${chosen.fee === 'Free' ? 'no fee' : chosen.fee}. ` : ''}
        We text you 30 minutes before the driver arrives.
      </FormHelperText>
    </FormControl>
  );
}

import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sections = [
  { title: 'Shipping address', body: 'Ines Moreau, 14 Rue des Tanneurs, 69002 Lyon, France' },
  { title: 'Payment', body: 'Visa ending in 4242, charged when the parcel ships' },
  { title: 'Delivery', body: 'Standard, 3–5 working days' },
];

export default function JoyDividerOrientation() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 460 }}>
      <Typography level="title-md">Order SO-1045</Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5, mb: 2 }}>
        <Typography level="body-sm">Placed 12 March</Typography>
        <Divider orientation="vertical" aria-hidden="true" />
        <Typography level="body-sm">3 items</Typography>
        <Divider orientation="vertical" aria-hidden="true" />
        <Typography level="body-sm">€86.40</Typography>
      </Stack>
      <Stack spacing={1.5} divider={<Divider />}>
        {sections.map((section) => (
          <div key={section.title}>
            <Typography level="title-sm">{section.title}</Typography>
            <Typography level="body-sm">{section.body}</Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}

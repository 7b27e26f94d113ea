import Add from '@mui/icons-material/Add';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Search from '@mui/icons-material/Search';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function JoySvgIconInComponents() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={1.5}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <Typography level="body-xs" sx={{ width: 32, fontFamily: 'code' }}>
            {size}
          </Typography>
          <Button size={size} startDecorator={<Add />}>
            New order
          </Button>
          <IconButton size={size} variant="outlined" aria-label="Add an order">
            <Add />
          </IconButton>
          <Chip size={size} variant="soft" color="success" startDecorator={<LocalShipping />}>
            Shipped
          </Chip>
          <Input
            size={size}
            startDecorator={<Search />}
            placeholder="Search orders"
            slotProps={{ input: { 'aria-label': 'Search orders' } }}
            sx={{ width: 200 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}

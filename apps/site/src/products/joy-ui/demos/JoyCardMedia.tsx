import Chair from '@mui/icons-material/Chair';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

const product = {
  name: 'Oslo lounge chair',
  category: 'Living room',
  price: '€329.00',
  stock: 'Only 4 left in the warehouse',
};

export default function JoyCardMedia() {
  return (
    <Card sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="16/9">
          <Box
            role="img"
            aria-label={`Illustration of the ${product.name}`}
            sx={(theme) => ({
              background: `linear-gradient(135deg, ${theme.vars.palette.primary[200]}, ${theme.vars.palette.primary[500]})`,
              color: theme.vars.palette.common.white,
            })}
          >
            <Chair sx={{ fontSize: 64 }} />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">{product.category}</Typography>
        <Typography level="title-lg">{product.name}</Typography>
        <Typography level="title-md" sx={{ mt: 1 }}>
          {product.price}
        </Typography>
        <Typography level="body-sm" color="warning">
          {product.stock}
        </Typography>
      </CardContent>
      <CardOverflow>
        <Button variant="solid" size="lg">
          Add to basket
        </Button>
      </CardOverflow>
    </Card>
  );
}

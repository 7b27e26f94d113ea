import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function CardBasic() {
  return (
    <Card sx={{ maxWidth: 340 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          serendipity
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          noun
        </Typography>
        <Typography variant="body2">
          The luck of finding something good or useful while not looking for it.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear it</Button>
        <Button size="small">Save</Button>
      </CardActions>
    </Card>
  );
}

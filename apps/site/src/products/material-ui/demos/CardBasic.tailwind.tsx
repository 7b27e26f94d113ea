import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

// Assumes <StyledEngineProvider injectFirst>, so utilities win over the component's own styles.
export default function CardBasic() {
  return (
    <Card className="max-w-[340px]">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          serendipity
        </Typography>
        {/* Typography resets its margin to 0: the utility must come later in the cascade. */}
        <Typography variant="body2" color="text.secondary" className="mb-2">
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

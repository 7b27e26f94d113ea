import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import classes from './CardBasic.module.css';

// Assumes <StyledEngineProvider injectFirst>, so these rules win over the component's own styles.
export default function CardBasic() {
  return (
    <Card className={classes.card}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          serendipity
        </Typography>
        <Typography variant="body2" color="text.secondary" className={classes.partOfSpeech}>
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

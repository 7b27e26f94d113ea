import Check from '@mui/icons-material/Check';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const features = ['Five seats included', 'Shared projects and templates', 'Priority email support'];

export default function JoyCardBasic() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <Chip size="sm" variant="soft" color="primary" sx={{ alignSelf: 'flex-start' }}>
        Most popular
      </Chip>
      <CardContent>
        <Typography level="title-lg">Team plan</Typography>
        <Typography level="h2" component="p">
          €49{' '}
          <Typography level="body-sm" textColor="text.tertiary">
            per month
          </Typography>
        </Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {features.map((feature) => (
            <ListItem key={feature}>
              <ListItemDecorator>
                <Check color="success" />
              </ListItemDecorator>
              {feature}
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions buttonFlex="1">
        <Button variant="outlined" color="neutral">
          Compare plans
        </Button>
        <Button variant="solid">Choose plan</Button>
      </CardActions>
    </Card>
  );
}

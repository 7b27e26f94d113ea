import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export default function CardWithHeader() {
  const [expanded, setExpanded] = React.useState<boolean>(false);

  return (
    <Card sx={{ maxWidth: 380 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>M</Avatar>}
        title="Sourdough, day one"
        subheader="Posted by Marta · 12 March"
      />
      <CardContent>
        <Typography variant="body2">
          Mix equal weights of flour and water, cover loosely, and leave it somewhere warm.
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls="card-header-more"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      </CardActions>
      <Collapse in={expanded} id="card-header-more">
        <CardContent>
          <Typography variant="body2">
            Feed it every day at the same time. Bubbles on top and a pleasant sour smell mean the
            culture is active, usually after five to seven days.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}

import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Greeting {
  name: string;
  sentAt: Date;
}

export default function UsageFirstApp() {
  const [name, setName] = React.useState('');
  const [greeting, setGreeting] = React.useState<Greeting | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGreeting({ name: name.trim() || 'stranger', sentAt: new Date() });
  };

  return (
    <Card component="form" onSubmit={handleSubmit} sx={{ maxWidth: 360 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Say hello
          </Typography>
          <TextField
            label="Your name"
            value={name}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setName(event.target.value)}
          />
          {greeting && (
            <Typography role="status">
              Hello, {greeting.name}! (at {greeting.sentAt.toLocaleTimeString()})
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions>
        <Button type="submit" variant="contained">
          Greet me
        </Button>
      </CardActions>
    </Card>
  );
}

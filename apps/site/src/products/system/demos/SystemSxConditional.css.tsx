import * as React from 'react';
import Button from '@mui/material/Button';
import classes from './SystemSxConditional.module.css';

type Level = 'ok' | 'warn' | 'critical';

export default function SystemSxConditional() {
  const [level, setLevel] = React.useState<Level>('ok');

  return (
    <div className={classes.root}>
      <div className={classes.buttons}>
        {(['ok', 'warn', 'critical'] as const).map((value) => (
          <Button
            key={value}
            size="small"
            variant={level === value ? 'contained' : 'outlined'}
            onClick={() => setLevel(value)}
          >
            {value}
          </Button>
        ))}
      </div>
      {/* The base class plus one modifier class named after the level. */}
      <div role="status" className={`${classes.status} ${classes[level]}`}>
        Disk usage: {level === 'ok' ? '41%' : level === 'warn' ? '87%' : '99%'}
      </div>
    </div>
  );
}

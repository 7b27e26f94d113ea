import * as React from 'react';
import classes from './SystemStyledProps.module.css';

type Tone = 'neutral' | 'positive' | 'negative';

interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement> {
  tone: Tone;
}

// The tone becomes a data attribute, which the stylesheet selects on.
function Badge({ tone, className, ...other }: BadgeProps) {
  const names = className ? `${classes.badge} ${className}` : classes.badge;
  return <span className={names} data-tone={tone} {...other} />;
}

export default function SystemStyledProps() {
  const [count, setCount] = React.useState<number>(0);
  const tone: Tone = count > 0 ? 'positive' : count < 0 ? 'negative' : 'neutral';

  return (
    <div className={classes.row}>
      <button type="button" onClick={() => setCount((c) => c - 1)} aria-label="Decrease">
        −
      </button>
      <Badge tone={tone} role="status">
        Balance: {count}
      </Badge>
      <button type="button" onClick={() => setCount((c) => c + 1)} aria-label="Increase">
        +
      </button>
    </div>
  );
}

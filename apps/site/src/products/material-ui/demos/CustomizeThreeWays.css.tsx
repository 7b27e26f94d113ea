import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import classes from './CustomizeThreeWays.module.css';

// Assumes <StyledEngineProvider injectFirst>, so these rules win over the component's own styles.

// 2. A reusable variant: a component that adds its class to any the caller passes.
function PillButton({ className, ...props }: ButtonProps) {
  return (
    <Button className={className ? `${classes.pill} ${className}` : classes.pill} {...props} />
  );
}

export default function CustomizeThreeWays() {
  return (
    <div className={classes.row}>
      {/* 1. A one-off change with a class of its own. */}
      <Button variant="contained" className={classes.oneOff}>
        One-off class
      </Button>
      <PillButton variant="contained">Wrapper component</PillButton>
      {/* 3. A scoped override: every Button inside this wrapper changes. */}
      <div className={classes.square}>
        <Button variant="contained">Scoped override</Button>
      </div>
    </div>
  );
}

import classes from './SystemBoxSx.module.css';

export default function SystemBoxSx() {
  return (
    <div className={classes.card}>
      <div className={classes.badge} aria-hidden>
        42
      </div>
      <div>
        <div className={classes.title}>Open tickets</div>
        <div className={classes.subtitle}>Down 12% from last week</div>
      </div>
    </div>
  );
}

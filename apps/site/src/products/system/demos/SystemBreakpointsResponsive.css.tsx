import classes from './SystemBreakpointsResponsive.module.css';

const labels: string[] = [
  'xs: below 600px',
  'sm: 600px and up',
  'md: 900px and up',
  'lg: 1200px and up',
  'xl: 1536px and up',
];

export default function SystemBreakpointsResponsive() {
  return (
    <div className={classes.panel}>
      {labels.map((label) => (
        <div key={label} className={classes.label}>
          {label}
        </div>
      ))}
    </div>
  );
}

import classes from './SystemStackDirection.module.css';

const steps = ['Plan', 'Build', 'Ship'];

export default function SystemStackDirection() {
  return (
    <div className={classes.stack}>
      {steps.map((step, index) => (
        <div key={step} className={classes.step}>
          {index + 1}. {step}
        </div>
      ))}
    </div>
  );
}

import type { CSSProperties } from 'react';
import classes from './SystemSpacingScale.module.css';

const steps: number[] = [0.5, 1, 2, 3, 4, 6];

export default function SystemSpacingScale() {
  return (
    <div className={classes.list}>
      {steps.map((step) => (
        <div key={step} className={classes.row}>
          <div className={classes.label}>p: {step}</div>
          <div className={classes.frame}>
            {/* One class for every step: the multiplier is a custom property. */}
            <div className={classes.padded} style={{ '--step': step } as CSSProperties}>
              <div className={classes.square} />
            </div>
          </div>
          <div className={classes.value}>{step * 8}px</div>
        </div>
      ))}
    </div>
  );
}

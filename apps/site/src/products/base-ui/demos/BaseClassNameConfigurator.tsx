import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { ClassNameConfigurator } from '@mui/base/utils';
import { styled } from '@mui/material/styles';

// The styles use only the demo's own class names, so they work with or
// without the built-in `base-*` classes.
const Columns = styled('div')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...theme.typography.body2,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    color: palette.text.primary,
    '& section': {
      flex: '1 1 220px',
      padding: theme.spacing(1.5),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
    },
    '& h3': { ...theme.typography.subtitle2, margin: theme.spacing(0, 0, 1) },
    '& label': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
    '& pre': {
      margin: theme.spacing(1.5, 0, 0),
      fontSize: '0.8125rem',
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
    },
    '& .toggle': {
      position: 'relative',
      display: 'inline-block',
      flexShrink: 0,
      width: 40,
      height: 24,
      cursor: 'pointer',
    },
    '& .toggle-track, & .toggle-thumb': {
      position: 'absolute',
      borderRadius: 12,
      transition: 'all 0.1s',
    },
    '& .toggle-track': { inset: 0, backgroundColor: palette.grey[500] },
    '& .toggle-thumb': { inset: 4, right: 20, backgroundColor: palette.common.white },
    '& .toggle-input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
    '& .toggle--on .toggle-track': { backgroundColor: palette.primary.main },
    '& .toggle--on .toggle-thumb': { left: 20, right: 4 },
    '& .toggle:has(:focus-visible)': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
      borderRadius: 12,
    },
  };
});

function Toggle({ label }: { label: string }) {
  const [checked, setChecked] = React.useState(true);
  const [rendered, setRendered] = React.useState('');
  const rootRef = React.useRef<HTMLSpanElement>(null);

  // Read the classes that were actually rendered.
  React.useEffect(() => {
    const classes = rootRef.current?.className.split(' ').filter(Boolean) ?? [];
    setRendered(classes.join(' '));
  }, [checked]);

  return (
    <React.Fragment>
      <label>
        <Switch
          ref={rootRef}
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          className={checked ? 'toggle toggle--on' : 'toggle'}
          slotProps={{
            track: { className: 'toggle-track' },
            thumb: { className: 'toggle-thumb' },
            input: { className: 'toggle-input' },
          }}
        />
        {label}
      </label>
      <pre>class=&quot;{rendered}&quot;</pre>
    </React.Fragment>
  );
}

export default function BaseClassNameConfigurator() {
  return (
    <Columns>
      <section>
        <h3>Default</h3>
        <Toggle label="Email me a weekly summary" />
      </section>
      <section>
        <h3>Inside ClassNameConfigurator</h3>
        <ClassNameConfigurator disableDefaultClasses>
          <Toggle label="Email me a weekly summary" />
        </ClassNameConfigurator>
      </section>
    </Columns>
  );
}

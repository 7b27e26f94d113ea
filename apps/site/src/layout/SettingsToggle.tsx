import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { SettingsSection } from './SettingsSection';

export interface SettingsOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A longer name for screen readers; it must begin with the visible label (WCAG 2.5.3). */
  ariaLabel?: string | null;
  /** Extra attributes for the button, such as the analytics `data-ga-*` ones. */
  attributes?: Record<`data-${string}`, string>;
}

/**
 * One section of the settings drawer: a heading and a row of exclusive choices named by it.
 * Choosing the pressed button again keeps it (a setting always has a value).
 */
export function SettingsToggle<T extends string>({
  id,
  title,
  value,
  options,
  onChange,
  keepCase = false,
  children,
}: {
  id: string;
  title: string | null;
  value: T | null;
  options: readonly SettingsOption<T>[];
  onChange: (next: T) => void;
  /** Show the labels as written rather than in the buttons' upper case. */
  keepCase?: boolean;
  /** More controls under the choices. */
  children?: ReactNode;
}) {
  return (
    <SettingsSection id={id} title={title}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={value}
        aria-labelledby={id}
        onChange={(_event, next: T | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            aria-label={option.ariaLabel ?? undefined}
            sx={keepCase ? { textTransform: 'none' } : undefined}
            {...option.attributes}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {children}
    </SettingsSection>
  );
}

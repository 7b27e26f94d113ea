import * as React from 'react';
import Button from '@mui/material/Button';

type Level = 'ok' | 'warn' | 'critical';

// One entry per state: whole class names, so Tailwind can find them in the source.
const levelClasses: Record<Level, string> = {
  ok: 'border-green-700',
  warn: 'border-orange-600 bg-black/5 dark:bg-white/10',
  critical: 'border-red-600 ring-[3px] ring-red-400',
};

export default function SystemSxConditional() {
  const [level, setLevel] = React.useState<Level>('ok');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
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
      <div
        role="status"
        className={`rounded border p-4 transition-colors duration-200 ${levelClasses[level]}`}
      >
        Disk usage: {level === 'ok' ? '41%' : level === 'warn' ? '87%' : '99%'}
      </div>
    </div>
  );
}

import * as React from 'react';

type Tone = 'neutral' | 'positive' | 'negative';

interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement> {
  tone: Tone;
}

const toneClasses: Record<Tone, string> = {
  neutral: 'bg-black/10 text-black/90 dark:bg-white/15 dark:text-white',
  positive: 'bg-green-700 text-white',
  negative: 'bg-red-600 text-white',
};

// `tone` is taken out of the props here, so it never reaches the DOM.
function Badge({ tone, className = '', ...other }: BadgeProps) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-[0.8125rem] font-medium ${toneClasses[tone]} ${className}`}
      {...other}
    />
  );
}

export default function SystemStyledProps() {
  const [count, setCount] = React.useState<number>(0);
  const tone: Tone = count > 0 ? 'positive' : count < 0 ? 'negative' : 'neutral';

  return (
    <div className="flex items-center gap-2">
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

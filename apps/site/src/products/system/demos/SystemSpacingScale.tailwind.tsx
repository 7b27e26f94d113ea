interface Step {
  // Whole class names, so Tailwind finds them when it scans the source.
  className: string;
  pixels: number;
}

// Tailwind's step is 4px, half the theme's 8px: p-4 matches `p: 2`.
const steps: Step[] = [
  { className: 'p-1', pixels: 4 },
  { className: 'p-2', pixels: 8 },
  { className: 'p-4', pixels: 16 },
  { className: 'p-6', pixels: 24 },
  { className: 'p-8', pixels: 32 },
  { className: 'p-12', pixels: 48 },
];

export default function SystemSpacingScale() {
  return (
    <div className="flex flex-col gap-2">
      {steps.map((step) => (
        <div key={step.className} className="flex items-center gap-4">
          <div className="w-[72px] font-mono text-sm">{step.className}</div>
          <div className="inline-flex bg-blue-400">
            <div className={`inline-flex ${step.className}`}>
              <div className="h-4 w-4 bg-white dark:bg-neutral-900" />
            </div>
          </div>
          <div className="text-sm text-black/60 dark:text-white/70">{step.pixels}px</div>
        </div>
      ))}
    </div>
  );
}

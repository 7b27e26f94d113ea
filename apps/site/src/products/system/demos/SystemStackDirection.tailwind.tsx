// Assumes Tailwind's `screens` mirror the theme's breakpoints (sm: 600px).
const steps = ['Plan', 'Build', 'Ship'];

export default function SystemStackDirection() {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:gap-4">
      {steps.map((step, index) => (
        <div key={step} className="flex-1 rounded bg-black/5 p-4 text-center dark:bg-white/10">
          {index + 1}. {step}
        </div>
      ))}
    </div>
  );
}

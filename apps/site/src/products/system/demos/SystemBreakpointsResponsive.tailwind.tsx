// Assumes Tailwind's `screens` mirror the theme's breakpoints:
// sm 600px, md 900px, lg 1200px, xl 1536px.
interface Label {
  text: string;
  // Shown from its own breakpoint up; whole class names, so Tailwind can find them.
  className: string;
}

const labels: Label[] = [
  { text: 'xs: below 600px', className: 'block' },
  { text: 'sm: 600px and up', className: 'hidden sm:block' },
  { text: 'md: 900px and up', className: 'hidden md:block' },
  { text: 'lg: 1200px and up', className: 'hidden lg:block' },
  { text: 'xl: 1536px and up', className: 'hidden xl:block' },
];

export default function SystemBreakpointsResponsive() {
  return (
    <div className="rounded bg-red-700 p-2 text-sm text-white sm:bg-orange-800 md:bg-green-800 md:p-6 md:text-lg lg:bg-sky-800 xl:bg-blue-800">
      {labels.map((label) => (
        <div key={label.text} className={label.className}>
          {label.text}
        </div>
      ))}
    </div>
  );
}

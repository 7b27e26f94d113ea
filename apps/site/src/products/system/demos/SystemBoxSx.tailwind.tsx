// Tailwind's default palette stands in for the theme's; `dark:` follows the page's dark class.
export default function SystemBoxSx() {
  return (
    <div className="flex max-w-[360px] items-center gap-4 rounded-lg border border-black/10 bg-white p-4 shadow dark:border-white/10 dark:bg-neutral-900">
      <div
        className="grid h-12 w-12 place-items-center rounded-full bg-blue-700 font-bold text-white"
        aria-hidden
      >
        42
      </div>
      <div>
        <div className="text-base font-medium">Open tickets</div>
        <div className="text-sm text-black/60 dark:text-white/70">Down 12% from last week</div>
      </div>
    </div>
  );
}

import { LineIcon } from '../layout/icons';

// The site's line icons (layout/icons.tsx), in the shapes of the demo toolbar's actions.
const PATHS = {
  source: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  copied: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M12 7v6M12 17v.5M12 3l10 18H2z',
  reset: 'M4 12a8 8 0 1 0 2.4-5.7L4 8.6M4 4v4.6h4.6',
  focus: 'M12 3v4M12 17v4M3 12h4M17 12h4M12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5z',
  stackBlitz: 'M13 2L5 13.5h6.5L10 22l9-12h-6.5z',
  codeSandbox: 'M12 2.5l8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5zM3.5 7.25L12 12l8.5-4.75M12 12v9.5',
  fullScreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  back: 'M19 12H5M11 6l-6 6 6 6',
} as const;

export type DemoIconShape = keyof typeof PATHS;

export function DemoIcon({ shape, size = 18 }: { shape: DemoIconShape; size?: number }) {
  return (
    <LineIcon size={size}>
      <path d={PATHS[shape]} />
    </LineIcon>
  );
}

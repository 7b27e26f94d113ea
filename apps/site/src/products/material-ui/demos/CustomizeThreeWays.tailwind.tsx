import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';

// Assumes <StyledEngineProvider injectFirst>, so utilities win over the component's own styles.

// 2. A reusable variant: a component that adds its classes to any the caller passes.
function PillButton({ className = '', ...props }: ButtonProps) {
  return <Button className={`rounded-full px-6 ${className}`} {...props} />;
}

export default function CustomizeThreeWays() {
  return (
    <div className="flex flex-wrap gap-4">
      {/* 1. A one-off change with utility classes. */}
      <Button variant="contained" className="bg-purple-700 font-bold">
        Utility classes
      </Button>
      <PillButton variant="contained">Wrapper component</PillButton>
      {/* 3. A scoped override: every Button inside this wrapper changes. */}
      <div className="contents [&_.MuiButton-root]:rounded-none [&_.MuiButton-root]:normal-case [&_.MuiButton-root]:shadow-none">
        <Button variant="contained">Scoped override</Button>
      </div>
    </div>
  );
}

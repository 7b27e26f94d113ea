import * as React from 'react';
import { useTabs, TabsProvider, type UseTabsParameters } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

function PlanTabs({ children, ...parameters }: UseTabsParameters & { children: React.ReactNode }) {
  const { contextValue } = useTabs(parameters);
  return (
    // Shares the selected value with every tab and panel below.
    <TabsProvider value={contextValue}>
      <div>{children}</div>
    </TabsProvider>
  );
}

function PlanTabsList({ children, label }: { children: React.ReactNode; label: string }) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { contextValue, getRootProps } = useTabsList({ rootRef });
  return (
    // Lets the tabs register themselves and share the keyboard highlight.
    <TabsListProvider value={contextValue}>
      <Box
        {...getRootProps({ 'aria-label': label })}
        sx={{ display: 'inline-flex', p: 0.5, borderRadius: 99, bgcolor: 'action.selected' }}
      >
        {children}
      </Box>
    </TabsListProvider>
  );
}

function PlanTab({ value, children }: { value: string; children: React.ReactNode }) {
  const rootRef = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, selected } = useTab({ value, rootRef });
  return (
    <Box
      component="button"
      {...getRootProps()}
      sx={{
        typography: 'body2',
        fontWeight: 600,
        px: 2,
        py: 0.75,
        border: 0,
        borderRadius: 99,
        cursor: 'pointer',
        bgcolor: selected ? 'background.paper' : 'transparent',
        color: 'text.primary',
        boxShadow: selected ? 1 : 0,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
    </Box>
  );
}

function PlanPanel({ value, children }: { value: string; children: React.ReactNode }) {
  const { getRootProps, hidden } = useTabPanel({ value });
  return (
    <Box {...getRootProps()} role="tabpanel" sx={{ pt: 2 }}>
      {hidden ? null : children}
    </Box>
  );
}

export default function BaseTabsHooks() {
  return (
    <PlanTabs defaultValue="monthly">
      <PlanTabsList label="Billing period">
        <PlanTab value="monthly">Monthly</PlanTab>
        <PlanTab value="yearly">Yearly</PlanTab>
      </PlanTabsList>
      <PlanPanel value="monthly">
        <Typography variant="h5" component="p">
          €12 per month
        </Typography>
        <Typography variant="body2">Cancel at any time.</Typography>
      </PlanPanel>
      <PlanPanel value="yearly">
        <Typography variant="h5" component="p">
          €120 per year
        </Typography>
        <Typography variant="body2">Two months free compared with paying monthly.</Typography>
      </PlanPanel>
    </PlanTabs>
  );
}

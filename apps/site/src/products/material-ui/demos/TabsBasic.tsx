import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  index: number;
  value: number;
  children: React.ReactNode;
}

function TabPanel({ index, value, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`tabs-basic-panel-${index}`}
      aria-labelledby={`tabs-basic-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 2 }}>{children}</Box>}
    </div>
  );
}

const sections = ['Overview', 'Activity', 'Settings'];

export default function TabsBasic() {
  const [value, setValue] = React.useState<number>(0);

  const handleChange = (_event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} onChange={handleChange} aria-label="Project sections">
          {sections.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`tabs-basic-tab-${index}`}
              aria-controls={`tabs-basic-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((label, index) => (
        <TabPanel key={label} value={value} index={index}>
          <Typography>The {label.toLowerCase()} of the project appears here.</Typography>
        </TabPanel>
      ))}
    </Box>
  );
}

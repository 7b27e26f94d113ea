import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table, { type TableProps } from '@mui/joy/Table';

type Settings = Required<Pick<TableProps, 'variant' | 'borderAxis' | 'size'>>;

const options: { [K in keyof Settings]: Settings[K][] } = {
  variant: ['plain', 'outlined', 'soft', 'solid'],
  borderAxis: ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'],
  size: ['sm', 'md', 'lg'],
};

const initial: Settings = { variant: 'plain', borderAxis: 'xBetween', size: 'md' };

const rows = [
  ['OAK-CHAIR-01', 'Oak dining chair', '42', '6'],
  ['LIN-SOFA-03', 'Linen three-seat sofa', '7', '2'],
  ['WOL-RUG-05', 'Wool rug, 160 × 230 cm', '0', '0'],
];

export default function JoyTableVariants() {
  const [settings, setSettings] = React.useState<Settings>(initial);
  const [striped, setStriped] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
        {(Object.keys(options) as (keyof Settings)[]).map((key) => (
          <FormControl key={key} size="sm">
            <FormLabel>{key}</FormLabel>
            <Select
              value={settings[key]}
              onChange={(_, value) => value && setSettings({ ...settings, [key]: value })}
            >
              {options[key].map((item) => (
                <Option key={item} value={item}>
                  {item}
                </Option>
              ))}
            </Select>
          </FormControl>
        ))}
        <Checkbox
          size="sm"
          label="stripe and hoverRow"
          checked={striped}
          onChange={(event) => setStriped(event.target.checked)}
        />
      </Stack>
      <Table
        aria-label="Stock levels"
        {...settings}
        stripe={striped ? 'odd' : undefined}
        hoverRow={striped}
      >
        <thead>
          <tr>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col">In stock</th>
            <th scope="col">Reserved</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const products = [
  { name: 'Desk lamp', sold: 128, weekly: [22, 25, 19, 28, 31, 24, 29] },
  { name: 'Standing desk', sold: 41, weekly: [9, 7, 6, 5, 6, 4, 4] },
  { name: 'Monitor arm', sold: 76, weekly: [8, 9, 11, 12, 10, 12, 14] },
];

export default function ChartSparklineTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Sales in the last seven weeks">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Units</TableCell>
            <TableCell>Weekly trend</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.name}>
              <TableCell component="th" scope="row">
                {product.name}
              </TableCell>
              <TableCell align="right">{product.sold}</TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <Box
                  role="img"
                  aria-label={`Weekly units for ${product.name}: ${product.weekly.join(', ')}`}
                  sx={{ width: 100 }}
                >
                  <SparkLineChart
                    plotType="bar"
                    data={product.weekly}
                    width={100}
                    height={28}
                    margin={{ top: 2, bottom: 2, left: 2, right: 2 }}
                    showTooltip
                    showHighlight
                    xAxis={{
                      scaleType: 'band',
                      data: ['Wk 1', 'Wk 2', 'Wk 3', 'Wk 4', 'Wk 5', 'Wk 6', 'Wk 7'],
                    }}
                    valueFormatter={(value) => (value === null ? '' : `${value} units`)}
                  />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

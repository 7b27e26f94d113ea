import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Planet {
  name: string;
  moons: number;
  diameterKm: number;
  dayHours: number;
}

const planets: Planet[] = [
  { name: 'Mercury', moons: 0, diameterKm: 4879, dayHours: 4222.6 },
  { name: 'Venus', moons: 0, diameterKm: 12104, dayHours: 2802 },
  { name: 'Earth', moons: 1, diameterKm: 12756, dayHours: 24 },
  { name: 'Mars', moons: 2, diameterKm: 6792, dayHours: 24.7 },
];

export default function TableBasic() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Inner planets" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Planet</TableCell>
            <TableCell align="right">Moons</TableCell>
            <TableCell align="right">Diameter (km)</TableCell>
            <TableCell align="right">Length of day (h)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {planets.map((planet) => (
            <TableRow key={planet.name}>
              <TableCell component="th" scope="row">
                {planet.name}
              </TableCell>
              <TableCell align="right">{planet.moons}</TableCell>
              <TableCell align="right">{planet.diameterKm.toLocaleString('en')}</TableCell>
              <TableCell align="right">{planet.dayHours}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

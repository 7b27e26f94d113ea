import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const cities = ['Amsterdam', 'Berlin', 'Copenhagen', 'Dublin', 'Lisbon', 'Madrid', 'Milan', 'Oslo'];
const carriers = ['DHL Freight', 'DB Schenker', 'Geodis', 'Kuehne+Nagel'];

// Fixed sample data, built the same way on the server and in the browser.
const deliveries = Array.from({ length: 24 }, (_, index) => ({
  id: `DLV-${3100 + index * 7}`,
  city: cities[index % cities.length],
  carrier: carriers[(index * 3) % carriers.length],
  parcels: 4 + ((index * 5) % 17),
}));

export default function JoyTableSticky() {
  const captionId = React.useId();

  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{ height: 300, overflow: 'auto', borderRadius: 'sm', '& caption': { textAlign: 'left' } }}
    >
      <Table stickyHeader hoverRow size="sm">
        <caption id={captionId}>Deliveries scheduled for this week</caption>
        <thead>
          <tr>
            <th scope="col">Delivery</th>
            <th scope="col">City</th>
            <th scope="col">Carrier</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Parcels
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>{delivery.id}</td>
              <td>{delivery.city}</td>
              <td>{delivery.carrier}</td>
              <td style={{ textAlign: 'right' }}>{delivery.parcels}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}

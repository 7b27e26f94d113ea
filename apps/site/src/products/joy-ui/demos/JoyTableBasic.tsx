import Table from '@mui/joy/Table';

const shipments = [
  { id: 'SHP-20418', destination: 'Rotterdam, NL', carrier: 'DHL Freight', eta: '21 May 2024' },
  { id: 'SHP-20419', destination: 'Lyon, FR', carrier: 'Geodis', eta: '22 May 2024' },
  { id: 'SHP-20423', destination: 'Gdańsk, PL', carrier: 'DB Schenker', eta: '24 May 2024' },
  { id: 'SHP-20427', destination: 'Porto, PT', carrier: 'DHL Freight', eta: '27 May 2024' },
];

export default function JoyTableBasic() {
  return (
    <Table aria-label="Outbound shipments">
      <thead>
        <tr>
          <th scope="col" style={{ width: '25%' }}>
            Shipment
          </th>
          <th scope="col">Destination</th>
          <th scope="col">Carrier</th>
          <th scope="col">Expected</th>
        </tr>
      </thead>
      <tbody>
        {shipments.map((shipment) => (
          <tr key={shipment.id}>
            <td>{shipment.id}</td>
            <td>{shipment.destination}</td>
            <td>{shipment.carrier}</td>
            <td>{shipment.eta}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

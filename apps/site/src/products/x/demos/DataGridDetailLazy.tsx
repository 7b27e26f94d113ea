import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { useEffect, useState } from 'react';

interface Repository {
  id: number;
  name: string;
  stars: number;
}

interface Commit {
  hash: string;
  message: string;
}

const repositories: Repository[] = [
  { id: 1, name: 'tide-tables', stars: 412 },
  { id: 2, name: 'bird-counter', stars: 87 },
  { id: 3, name: 'loom', stars: 1930 },
];

const FAKE_LATENCY_MS = 700;

// Stands in for your API. The answer is kept, so a panel opened a second time shows at once.
const cache = new Map<number, Promise<Commit[]>>();
function fetchCommits(repository: Repository): Promise<Commit[]> {
  let request = cache.get(repository.id);
  if (!request) {
    request = new Promise((resolve) =>
      setTimeout(
        () =>
          resolve([
            { hash: `${repository.id}a4f2c1`, message: `Release ${repository.name} 2.3.0` },
            { hash: `${repository.id}9b07de`, message: 'Fix timezone handling in the parser' },
            { hash: `${repository.id}51c3aa`, message: 'Document the command-line flags' },
          ]),
        FAKE_LATENCY_MS,
      ),
    );
    cache.set(repository.id, request);
  }
  return request;
}

// The panel's content loads when the panel first opens, not with the grid.
function RecentCommits({ repository }: { repository: Repository }) {
  const [commits, setCommits] = useState<Commit[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchCommits(repository).then((result) => current && setCommits(result));
    return () => {
      current = false;
    };
  }, [repository]);

  return (
    <Box sx={{ px: 2, py: 1 }} aria-busy={commits === null}>
      <List dense aria-label={`Recent commits to ${repository.name}`}>
        {commits === null
          ? [0, 1, 2].map((index) => (
              <ListItem key={index}>
                <Skeleton width="70%" />
              </ListItem>
            ))
          : commits.map((commit) => (
              <ListItem key={commit.hash}>
                <ListItemText primary={commit.message} secondary={commit.hash} />
              </ListItem>
            ))}
      </List>
    </Box>
  );
}

const columns: GridColDef<Repository>[] = [
  { field: 'name', headerName: 'Repository', flex: 1, minWidth: 150 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
];

export default function DataGridDetailLazy() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        disableEval
        aria-label="Repositories"
        rows={repositories}
        columns={columns}
        hideFooter
        getDetailPanelContent={({ row }: GridRowParams<Repository>) => (
          <RecentCommits repository={row} />
        )}
        // A fixed height: the panel does not grow when its content arrives.
        getDetailPanelHeight={() => 160}
      />
    </Box>
  );
}

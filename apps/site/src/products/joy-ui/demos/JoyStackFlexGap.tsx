import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const skills = ['TypeScript', 'React', 'Accessibility', 'GraphQL', 'Design systems', 'Testing'];

function SkillList({ useFlexGap }: { useFlexGap: boolean }) {
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap={useFlexGap}
      sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none', maxWidth: 300 }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Chip variant="soft">{skill}</Chip>
        </li>
      ))}
    </Stack>
  );
}

export default function JoyStackFlexGap() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          Margins (default)
        </Typography>
        <SkillList useFlexGap={false} />
      </div>
      <div>
        <Typography level="title-sm" sx={{ mb: 1 }}>
          useFlexGap
        </Typography>
        <SkillList useFlexGap />
      </div>
    </Stack>
  );
}

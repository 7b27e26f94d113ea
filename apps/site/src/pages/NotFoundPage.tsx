import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { actionButtonSx } from '../layout/actionButtonSx';
import { useDocumentHead } from '../layout/useDocumentHead';
import { useNavigationScroll } from '../routing/useNavigationScroll';
import { RouterLink } from '../routing/RouterLink';
import { SearchButton } from '../search';
import { NOT_FOUND_HEAD } from './siteHeads';

export function NotFoundPage() {
  useDocumentHead({ ...NOT_FOUND_HEAD, hasMarkdown: false });
  useNavigationScroll();
  return (
    <>
      <Typography variant="h3" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The page you asked for does not exist. It may have moved when the docs were reorganised:
        search for it by name, or start again from the home page.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchButton variant="page" />
        <ButtonBase sx={actionButtonSx('contained')} component={RouterLink} to="/">
          Go to the home page
        </ButtonBase>
      </Box>
    </>
  );
}

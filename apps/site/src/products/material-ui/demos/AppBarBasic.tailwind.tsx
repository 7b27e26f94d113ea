import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

// Assumes <StyledEngineProvider injectFirst>, so utilities win over the component's own styles.
export default function AppBarBasic() {
  return (
    <div className="grow">
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            className="mr-4"
          >
            <SvgIcon>
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </SvgIcon>
          </IconButton>
          <Typography variant="h6" component="div" className="grow">
            Field notes
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
    </div>
  );
}

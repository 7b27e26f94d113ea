import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import classes from './AppBarBasic.module.css';

export default function AppBarBasic() {
  return (
    <div className={classes.root}>
      <AppBar position="static">
        <Toolbar>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Open navigation"
            className={classes.menuButton}
          >
            <SvgIcon>
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </SvgIcon>
          </IconButton>
          <Typography variant="h6" component="div" className={classes.title}>
            Field notes
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
    </div>
  );
}

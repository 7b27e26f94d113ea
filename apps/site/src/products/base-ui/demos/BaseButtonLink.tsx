import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/material/styles';

// A stand-in for a router's link component, which takes its destination as `to`.
type RouterLinkProps = React.ComponentPropsWithoutRef<'a'> & {
  to: string;
  // Base UI passes its state to slot components: keep it off the DOM element.
  ownerState?: unknown;
};

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, ownerState: _ownerState, ...other },
  ref,
) {
  return <a ref={ref} href={to} {...other} />;
});

const Actions = styled('nav')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(1.5),
    [`& .${buttonClasses.root}`]: {
      ...theme.typography.body2,
      fontWeight: 600,
      display: 'inline-block',
      padding: theme.spacing(1, 2),
      border: `1px solid ${palette.primary.main}`,
      borderRadius: theme.shape.borderRadius,
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { backgroundColor: palette.action.hover },
    },
    [`& .${buttonClasses.focusVisible}`]: {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
  };
});

export default function BaseButtonLink() {
  return (
    <Actions aria-label="Next steps">
      {/* An href is enough: the Button renders an <a>. */}
      <Button href="/base-ui/react-input">Read about Input</Button>
      {/* A link component in slots.root; `to` tells the Button that it is a link. */}
      <Button slots={{ root: RouterLink }} to="/base-ui/react-form-control">
        Read about Form control
      </Button>
    </Actions>
  );
}

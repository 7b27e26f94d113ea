import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiBadge } from './ApiBadge';

describe('ApiBadge', () => {
  it('reads as a word of its own after the name it follows', () => {
    render(
      <ThemeProvider theme={createTheme({ cssVariables: true })}>
        <h1 data-testid="row">
          <code>.MuiButtonGroup-groupedText</code>
          <ApiBadge color="warning">Deprecated</ApiBadge>
        </h1>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('row').textContent).toBe('.MuiButtonGroup-groupedText Deprecated');
  });
});

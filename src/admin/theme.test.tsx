import { CircularProgress, createTheme, LinearProgress, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it("names every spinner, react-admin's own included, so axe finds no nameless progressbar while a page loads", () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        {/* As react-admin's app bar draws its spinner while a query runs: no name given. */}
        <CircularProgress className="app-loader" color="inherit" size={16} thickness={6} />
        <LinearProgress />
        <CircularProgress aria-hidden />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Carregando' })).toHaveLength(2);
    // A spinner inside a button that says what it does stays out of the accessibility tree.
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });
});

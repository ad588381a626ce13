import { createTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';
import { vars } from './vars.css';

export const lightTheme = createTheme(vars, tokens);

export { testIds } from './testIds';
export { ThemeRoot } from './theme/ThemeRoot';
export { vars } from './theme/vars.css';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button/Button';

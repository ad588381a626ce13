import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const wrapper = recipe({
  base: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs },
  variants: { fullWidth: { true: { display: 'flex', width: '100%', alignItems: 'stretch' } } },
});

export const reason = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.warning,
});
